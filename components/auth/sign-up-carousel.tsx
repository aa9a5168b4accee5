'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';

export const CAROUSEL_DELAY_MS = 3000;

/** The spec hides the carousel below this width. */
const SHOWN = '(min-width: 730px)';

type Slides = ComponentType<{ images: string[] }>;

/**
 * Pictures beside the sign-up form, changing every 3 s (embla with autoplay). Hidden below 730px, where neither its
 * code nor its lazy pictures are downloaded; until the carousel's code arrives, its first picture stands in.
 */
export function SignUpCarousel({ images }: { images: string[] }) {
  const shown = useMediaQuery(SHOWN);
  const [Slides, setSlides] = useState<Slides | null>(null);
  useEffect(() => {
    if (!shown || Slides) return;
    let cancelled = false;
    import('./sign-up-slides').then(
      (m) => !cancelled && setSlides(() => m.SignUpSlides),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [shown, Slides]);

  return (
    <div className="relative hidden min-h-96 overflow-hidden rounded-2xl bg-brand-100 min-[730px]:block dark:bg-night-800">
      {Slides ? (
        <Slides images={images} />
      ) : (
        images[0] && (
          // eslint-disable-next-line @next/next/no-img-element -- the same SVG pictures the carousel shows
          <img
            src={images[0]}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        )
      )}
    </div>
  );
}
