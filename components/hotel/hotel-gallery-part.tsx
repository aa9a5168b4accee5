'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
} from '@/components/ui/carousel';
import { deferred } from '@/components/ui/deferred';
import { clsx } from 'clsx';

// The full-screen view's code (Radix Dialog, a second carousel) is fetched when the visitor is about to open it.
const FullScreen = deferred(() => import('./gallery-full-screen'), { activation: 'click', popup: 'dialog' });

/** '3 / 12', read out when the picture changes; in the bottom corner where the reading starts, or centred. */
export function GalleryPosition({ count, centred = false }: { count: number; centred?: boolean }) {
  const t = useTranslations('hotel');
  const { selectedIndex } = useCarousel();
  return (
    <p
      aria-live="polite"
      className={clsx('gallery-badge', centred ? 'start-1/2 -translate-x-1/2 rtl:translate-x-1/2' : 'start-3')}
    >
      {t('galleryPosition', { index: selectedIndex + 1, count })}
    </p>
  );
}

function ExpandIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

export interface HotelGalleryProps {
  name: string;
  images: string[];
}

export interface HotelGalleryCarouselProps extends HotelGalleryProps {
  /** The pictures, one for each of `images`, rendered on the server (./gallery-picture): no picture code here. */
  slides: ReactNode[];
}

/**
 * Swipe on phones, arrow buttons from 768 px, and the arrow keys (in reading direction) whenever the focus is in the
 * gallery; the corner button opens the full-screen view at the same picture. embla's code comes when the visitor
 * first reaches for the gallery; until then a swipe scrolls it natively.
 */
export function HotelGalleryCarousel({ name, images, slides }: HotelGalleryCarouselProps) {
  const t = useTranslations('hotel');
  const count = images.length;
  return (
    <Carousel label={t('gallery', { name })} opts={{ loop: count > 1 }} load="intent" className="-mx-4 md:mx-0">
      <CarouselContent viewportClassName="md:rounded-2xl">
        {images.map((src, i) => (
          <CarouselItem
            key={src}
            aria-label={t('photo', { index: i + 1, count })}
            className="aspect-[4/3] bg-gray-100 md:aspect-auto md:h-[26rem] dark:bg-night-800"
          >
            {slides[i]}
          </CarouselItem>
        ))}
      </CarouselContent>
      {count > 1 && (
        <>
          <CarouselPrevious label={t('galleryPrevious')} className="hidden md:inline-flex" />
          <CarouselNext label={t('galleryNext')} className="hidden md:inline-flex" />
        </>
      )}
      <GalleryPosition count={count} />
      <FullScreenButton name={name} images={images} />
    </Carousel>
  );
}

/** Opens the full-screen view at the picture in view; closing it leaves the gallery at the picture seen last. */
function FullScreenButton({ name, images }: HotelGalleryProps) {
  const t = useTranslations('hotel');
  const { scrollTo, selectedIndex } = useCarousel();
  return (
    <FullScreen
      name={name}
      images={images}
      startIndex={selectedIndex}
      onIndexChange={(index) => scrollTo(index, true)}
      trigger={
        <button type="button" aria-label={t('galleryFullScreen')} className="gallery-expand">
          <ExpandIcon />
        </button>
      }
    />
  );
}

export default HotelGalleryCarousel;
