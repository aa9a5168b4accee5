'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useDirection } from '@radix-ui/react-direction';
import { cn } from '@/lib/cn';
import { browserSavesData } from '@/lib/data-saver';
import { Button } from './button';

export type CarouselApi = EmblaCarouselType;

interface CarouselState {
  api: CarouselApi | undefined;
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  /** Index of the slide in view, from 0. */
  selectedIndex: number;
  /** How many positions there are (slides, or pages of slides). */
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  /** Autoplay is on and running. */
  playing: boolean;
  /** Starts or stops autoplay. */
  togglePlaying: () => void;
  hasAutoplay: boolean;
}

const CarouselContext = createContext<CarouselState | null>(null);

/** The state and controls of the carousel around the caller: position ("2 / 7"), previous, next, autoplay. */
export function useCarousel(): CarouselState {
  const value = useContext(CarouselContext);
  if (!value) throw new Error('useCarousel must be used inside <Carousel>');
  return value;
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'dir'> {
  /** Accessible name of the carousel (such as the gallery's subject). */
  label: string;
  /** embla options; the text direction is added from the page. */
  opts?: Omit<EmblaOptionsType, 'direction'>;
  /** Move on by itself every `delay` ms; never for visitors who ask for reduced motion or save data. */
  autoplay?: { delay: number; stopOnInteraction?: boolean; stopOnFocusIn?: boolean };
  /** Receives the embla API once it is ready. */
  setApi?: (api: CarouselApi) => void;
}

/**
 * A horizontal carousel (embla): swipe, buttons, and the arrow keys, which follow the reading direction (in Arabic
 * the left arrow goes forward).
 */
export function Carousel({
  label,
  opts,
  autoplay,
  setApi,
  className,
  children,
  onKeyDownCapture,
  ...props
}: CarouselProps) {
  const dir = useDirection();
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
  const [viewportRef, api] = useEmblaCarousel({ ...opts, direction: dir }, plugins);
  const [position, setPosition] = useState({
    selectedIndex: 0,
    snapCount: 0,
    canScrollPrev: false,
    canScrollNext: false,
  });
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    const update = () =>
      setPosition({
        selectedIndex: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      });
    // The plugin announces a change before its own state follows: the event says which way it went.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    update();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- embla is outside React: its state is read once it exists
    setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    api.on('select', update).on('reInit', update).on('autoplay:play', played).on('autoplay:stop', stopped);
    return () => {
      api.off('select', update).off('reInit', update).off('autoplay:play', played).off('autoplay:stop', stopped);
    };
  }, [api, setApi]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const togglePlaying = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  }, [api]);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDownCapture?.(event);
    if (event.defaultPrevented) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === back) {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === forward) {
      event.preventDefault();
      scrollNext();
    }
  };

  const value: CarouselState = {
    api,
    viewportRef,
    ...position,
    scrollPrev,
    scrollNext,
    playing,
    togglePlaying,
    hasAutoplay: Boolean(autoplay),
  };

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKey}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The strip of slides, inside the clipping viewport embla moves. */
export function CarouselContent({
  className,
  viewportClassName,
  ...props
}: ComponentProps<'div'> & { viewportClassName?: string }) {
  const { viewportRef } = useCarousel();
  // embla starts from a state update made as the viewport is attached: as a transition, so that it never forces the
  // rest of a page that is still hydrating to finish in one long task (an update made while refs attach is urgent).
  const attach = useCallback((node: HTMLDivElement | null) => startTransition(() => viewportRef(node)), [viewportRef]);
  return (
    <div ref={attach} className={cn('overflow-hidden', viewportClassName)}>
      <div className={cn('flex touch-pan-y', className)} {...props} />
    </div>
  );
}

/** One slide; by default as wide as the carousel. */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full', className)}
      {...props}
    />
  );
}

const arrowPath = 'M12.5 4.5 7 10l5.5 5.5';

function ArrowButton({ label, forward, className }: { label: string; forward: boolean; className?: string }) {
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      disabled={forward ? !canScrollNext : !canScrollPrev}
      onClick={forward ? scrollNext : scrollPrev}
      className={cn(
        'absolute top-1/2 -translate-y-1/2 bg-white/90 shadow-md hover:bg-white disabled:opacity-40 dark:bg-night-900/90 dark:hover:bg-night-900',
        forward ? 'end-2' : 'start-2',
        className,
      )}
    >
      {/* The arrow points back in the reading direction: mirrored in Arabic, turned round for 'next'. */}
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={cn('size-5 rtl:-scale-x-100', forward && '-scale-x-100 rtl:scale-x-100')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={arrowPath} />
      </svg>
    </Button>
  );
}

/** Goes back one slide; `label` is its accessible name (such as 'Previous picture'). */
export function CarouselPrevious({ label, className }: { label: string; className?: string }) {
  return <ArrowButton label={label} forward={false} className={className} />;
}

/** Goes forward one slide; `label` is its accessible name (such as 'Next picture'). */
export function CarouselNext({ label, className }: { label: string; className?: string }) {
  return <ArrowButton label={label} forward className={className} />;
}

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
  const { playing, togglePlaying, hasAutoplay } = useCarousel();
  if (!hasAutoplay) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={playing ? pauseLabel : playLabel}
      onClick={togglePlaying}
      className={cn('bg-black/55 text-white hover:bg-black/70 dark:text-white dark:hover:bg-black/70', className)}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
        {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
      </svg>
    </Button>
  );
}
