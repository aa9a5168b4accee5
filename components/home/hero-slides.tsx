'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Picture } from '@/components/ui/picture';
import { clsx } from 'clsx';
import { browserSavesData } from '@/lib/data-saver';
import { PICTURE_WIDTHS } from '@/lib/media/sizes';

const SLIDE_MS = 5000;

/**
 * The home hero's pictures. The first is in the page (the largest paint, loaded at once); the others are fetched only
 * after the page has loaded and gone quiet, and shown one at a time with a fade of the top picture alone. The
 * slideshow does not start for visitors who ask for reduced motion, and the button pauses or plays it. A traveller
 * saving data (the browser's data saver, or the one in Preferences) gets the first picture alone: no slideshow.
 */
export function HeroSlides({
  first,
  others,
}: {
  /** The first slide, rendered on the server with priority. */
  first: ReactNode;
  /** Addresses of the other slides. */
  others: string[];
}) {
  const t = useTranslations('onboarding');
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (browserSavesData()) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let idle = 0;
    const start = () => {
      const go = () => {
        setReady(true);
        if (!reduced) setPlaying(true);
      };
      // Safari has no requestIdleCallback: a short delay after load stands in for it.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(go, { timeout: 3000 })
          : -setTimeout(go, 1500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle < 0) clearTimeout(-idle);
      else if (idle > 0) window.cancelIdleCallback(idle);
    };
  }, []);

  useEffect(() => {
    if (!playing || !ready) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % (others.length + 1)), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [playing, ready, others.length]);

  return (
    <>
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {first}
        {ready &&
          others.map((src, i) => (
            <Picture
              key={src}
              src={src}
              alt=""
              widths={PICTURE_WIDTHS.hero}
              sizes="100vw"
              className={clsx(
                'absolute inset-0 size-full object-cover transition-opacity duration-1000',
                active === i + 1 ? 'opacity-100' : 'opacity-0',
              )}
            />
          ))}
      </div>
      {ready && others.length > 0 && (
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
          className="absolute bottom-3 end-3 z-10 inline-flex size-10 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
          </svg>
        </button>
      )}
    </>
  );
}
