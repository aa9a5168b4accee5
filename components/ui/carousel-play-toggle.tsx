'use client';

import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Button } from './button';
import { useCarousel } from './carousel';

// Its own module: only carousels with autoplay show it, so the others' pages do not load it.

/** Pauses or resumes autoplay (WCAG 2.2.2); its name says what pressing it will do. */
export function CarouselPlayToggle({
  pauseLabel,
  playLabel,
  className,
}: {
  pauseLabel: string;
  playLabel: string;
  className?: string;
}) {
  const { api, hasAutoplay } = useCarousel();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!api) return;
    // The plugin announces a change before its own state follows: the event says which way it went.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- embla is outside React: its state is read once it exists
    setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    api.on('autoplay:play', played).on('autoplay:stop', stopped);
    return () => {
      api.off('autoplay:play', played).off('autoplay:stop', stopped);
    };
  }, [api]);
  if (!hasAutoplay) return null;
  const togglePlaying = () => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={playing ? pauseLabel : playLabel}
      onClick={togglePlaying}
      className={clsx('bg-black/55 text-white hover:bg-black/70 dark:text-white dark:hover:bg-black/70', className)}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
        {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
      </svg>
    </Button>
  );
}
