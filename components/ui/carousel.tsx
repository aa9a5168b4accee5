'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
  type UIEvent,
} from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useDirection } from '@radix-ui/react-direction';
import { clsx } from 'clsx';
import { Button } from './button';
import type { AutoplaySettings, CarouselEngineProps } from './carousel-engine';
import { loadOnce } from './load-once';

export type CarouselApi = EmblaCarouselType;

interface CarouselState {
  api: CarouselApi | undefined;
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Index of the slide in view, from 0. */
  selectedIndex: number;
  /** How many positions there are (slides, or pages of slides); 0 until embla has measured them. */
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  /** Goes to a slide (at once with `jump`). */
  scrollTo: (index: number, jump?: boolean) => void;
  /** The carousel was given autoplay (./carousel-play-toggle shows whether it runs). */
  hasAutoplay: boolean;
  /** The visitor is about to use the carousel: embla's code is fetched. */
  wake: () => void;
  /** The strip was scrolled natively (before embla moves it): the slide in view. */
  scrolledTo: (index: number) => void;
  /** When embla's code is fetched (see CarouselProps). */
  load: 'mount' | 'intent';
}

const CarouselContext = createContext<CarouselState | null>(null);

/** The state and controls of the carousel around the caller: position ("2 / 7"), previous, next. */
export function useCarousel(): CarouselState {
  const value = useContext(CarouselContext);
  if (!value) throw new Error('useCarousel must be used inside <Carousel>');
  return value;
}

type Engine = ComponentType<CarouselEngineProps>;
let loadedEngine: Engine | undefined;
const loadEngine = loadOnce(
  () => import('./carousel-engine'),
  (engine) => (loadedEngine = engine),
);

/** The slide a natively scrolled strip shows (scrollLeft is negative from right to left). */
function nativeIndex(viewport: HTMLDivElement | null) {
  if (!viewport?.clientWidth) return 0;
  return Math.round(Math.abs(viewport.scrollLeft) / viewport.clientWidth);
}

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'dir'> {
  /** Accessible name of the carousel (such as the gallery's subject). */
  label: string;
  /** embla options; the text direction is added from the page. */
  opts?: Omit<EmblaOptionsType, 'direction'>;
  /** Move on by itself every `delay` ms; never for visitors who ask for reduced motion or save data. */
  autoplay?: AutoplaySettings;
  /** Receives the embla API once it is ready. */
  setApi?: (api: CarouselApi) => void;
  /**
   * When embla's code is fetched: as soon as the carousel is on screen (`mount`), or when the visitor first points
   * at, touches, focuses or scrolls it (`intent`). Until it arrives the strip scrolls natively, slide by slide, and a
   * press of an arrow waits for it.
   */
  load?: 'mount' | 'intent';
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
  load = 'mount',
  className,
  children,
  onKeyDownCapture,
  ...props
}: CarouselProps) {
  const dir = useDirection();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [engine, setEngine] = useState<{ Engine: Engine; options: EmblaOptionsType } | null>(null);
  const [api, setApiState] = useState<CarouselApi>();
  // embla once it has started (set before React has rendered with it), and what the visitor asked of the carousel
  // before then, in order: done once the carousel listens to embla.
  const ready = useRef<CarouselApi | undefined>(undefined);
  const pending = useRef<((api: CarouselApi) => void)[]>([]);
  const onApi = useRef(setApi);
  useEffect(() => {
    onApi.current = setApi;
  }, [setApi]);
  // Until embla has measured the strip, a press of either arrow is taken (and waits for it): the arrows stay enabled
  // through the hand-over, so that one holding the focus never loses it.
  const [position, setPosition] = useState({
    selectedIndex: opts?.startIndex ?? 0,
    snapCount: 0,
    canScrollPrev: true,
    canScrollNext: true,
  });

  // embla starts with the options of the moment it arrives.
  const config = useRef({ opts, dir });
  useEffect(() => {
    config.current = { opts, dir };
  }, [opts, dir]);
  const wake = useCallback(() => {
    const start = (Engine: Engine) =>
      // Started as a transition, so that it never forces the rest of a page that is still starting into one long task.
      startTransition(() =>
        setEngine((current) => {
          if (current) return current;
          const { opts: options, dir: direction } = config.current;
          const startIndex = options?.startIndex ?? nativeIndex(viewportRef.current);
          return { Engine, options: { ...options, direction, startIndex } };
        }),
      );
    if (loadedEngine) start(loadedEngine);
    else void loadEngine().then(start, () => undefined);
  }, []);

  useEffect(() => {
    if (load === 'mount') wake();
  }, [load, wake]);

  const onReady = useCallback((started: CarouselApi) => {
    // embla moves the strip from here: the native scroll it may have had is handed over to it.
    ready.current = started;
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
    setApiState(started);
    onApi.current?.(started);
  }, []);

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setPosition({
        selectedIndex: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    for (const action of pending.current.splice(0)) action(api);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const whenReady = useCallback(
    (action: (api: CarouselApi) => void) => {
      if (api) return action(api);
      pending.current.push(action);
      wake();
    },
    [api, wake],
  );
  const scrollPrev = useCallback(() => whenReady((ready) => ready.scrollPrev()), [whenReady]);
  const scrollNext = useCallback(() => whenReady((ready) => ready.scrollNext()), [whenReady]);
  const scrollTo = useCallback(
    (index: number, jump = false) => whenReady((ready) => ready.scrollTo(index, jump)),
    [whenReady],
  );
  const scrolledTo = useCallback((index: number) => {
    // The strip's scroll is handed back to its start as embla takes over: embla says where it is from then on.
    if (ready.current) return;
    setPosition((current) => (current.selectedIndex === index ? current : { ...current, selectedIndex: index }));
  }, []);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDownCapture?.(event);
    // Keys pressed in a dialog this carousel opened (a portal elsewhere in the page) belong to that dialog.
    if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
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
    scrollTo,
    hasAutoplay: Boolean(autoplay),
    wake,
    scrolledTo,
    load,
  };

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKey}
        onPointerEnter={api ? undefined : wake}
        onTouchStart={api ? undefined : wake}
        onFocus={api ? undefined : wake}
        className={clsx('relative', className)}
        {...props}
      >
        {children}
        {engine && (
          <engine.Engine viewport={viewportRef} options={engine.options} autoplay={autoplay} onReady={onReady} />
        )}
      </section>
    </CarouselContext.Provider>
  );
}

/**
 * The strip of slides, inside the clipping viewport embla moves. Until embla has started, the strip scrolls natively
 * (a swipe moves it slide by slide) and without JavaScript it still does.
 */
export function CarouselContent({
  className,
  viewportClassName,
  ...props
}: ComponentProps<'div'> & { viewportClassName?: string }) {
  const { api, viewportRef, wake, scrolledTo, load } = useCarousel();
  const onScroll = api
    ? undefined
    : (event: UIEvent<HTMLDivElement>) => {
        wake();
        scrolledTo(nativeIndex(event.currentTarget));
      };
  return (
    <div
      ref={viewportRef}
      onScroll={onScroll}
      // A strip that scrolls natively is reached by keyboard too (its arrow keys move the carousel).
      tabIndex={load === 'intent' ? 0 : undefined}
      className={clsx(
        api
          ? 'overflow-hidden'
          : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        load === 'intent' && 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        viewportClassName,
      )}
    >
      <div className={clsx('flex', api && 'touch-pan-y', className)} {...props} />
    </div>
  );
}

/** One slide; by default as wide as the carousel. */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      className={clsx('min-w-0 shrink-0 grow-0 basis-full snap-start snap-always', className)}
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
      className={clsx('carousel-arrow', forward ? 'end-2' : 'start-2', className)}
    >
      {/* The arrow points back in the reading direction: mirrored in Arabic, turned round for 'next'. */}
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={clsx('size-5', forward ? '-scale-x-100 rtl:scale-x-100' : 'rtl:-scale-x-100')}
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
