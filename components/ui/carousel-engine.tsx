'use client';

import { useEffect, useMemo, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { browserSavesData } from '@/lib/data-saver';

export interface AutoplaySettings {
  delay: number;
  stopOnInteraction?: boolean;
  stopOnFocusIn?: boolean;
}

export interface CarouselEngineProps {
  /** The carousel's clipping viewport, attached before this part mounts. */
  viewport: RefObject<HTMLDivElement | null>;
  options: EmblaOptionsType;
  autoplay?: AutoplaySettings;
  /** embla has measured the slides and moves them from now on. */
  onReady: (api: EmblaCarouselType) => void;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * embla (and its autoplay) on a carousel's viewport. The carousel loads this part when it needs it, so that a page's
 * first load carries only the slides; it renders nothing itself.
 */
export default function CarouselEngine({ viewport, options, autoplay, onReady }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplay.delay,
              stopOnInteraction: autoplay.stopOnInteraction ?? true,
              stopOnFocusIn: autoplay.stopOnFocusIn ?? true,
              playOnInit: !prefersReducedMotion() && !browserSavesData(),
            }),
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the autoplay object is new each render; its fields are the inputs
    [autoplay?.delay, autoplay?.stopOnInteraction, autoplay?.stopOnFocusIn],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    viewportRef(viewport.current);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
