'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export const CAROUSEL_DELAY_MS = 3000;

interface SignUpCarouselProps {
  images: string[];
  pauseLabel: string;
  playLabel: string;
}

/**
 * Pictures beside the sign-up form that change every 3 s. Only the pause button stops it; visitors who ask for
 * reduced motion start with it paused. Hidden below 730px, where its lazy pictures are never downloaded.
 */
export function SignUpCarousel({ images, pauseLabel, playLabel }: SignUpCarouselProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || images.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), CAROUSEL_DELAY_MS);
    return () => clearInterval(timer);
  }, [playing, images.length]);

  return (
    <div className="relative hidden min-h-96 overflow-hidden rounded-2xl bg-brand-100 min-[730px]:block dark:bg-night-800">
      {images.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-700',
            i === index ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <button
        type="button"
        aria-label={playing ? pauseLabel : playLabel}
        onClick={() => setPlaying((p) => !p)}
        className="absolute bottom-3 end-3 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
          {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
        </svg>
      </button>
    </div>
  );
}
