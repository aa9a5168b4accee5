'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
} from '@/components/ui/carousel';
import type { DeferredPartProps } from '@/components/ui/deferred';
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { GalleryPicture } from './gallery-picture';
import { GalleryPosition } from './hotel-gallery-part';

export interface GalleryFullScreenProps extends DeferredPartProps {
  name: string;
  images: string[];
  /** The picture to open at. */
  startIndex: number;
  /** The picture in view changed (the page's gallery follows). */
  onIndexChange: (index: number) => void;
}

/**
 * Every picture over the whole screen, whole, on black: arrows, keys and swipe; Escape or the close button ends it
 * and the focus goes back to the button that opened it.
 */
export default function GalleryFullScreen({
  trigger,
  name,
  images,
  startIndex,
  onIndexChange,
}: GalleryFullScreenProps) {
  const t = useTranslations('hotel');
  const count = images.length;
  const report = useRef(onIndexChange);
  useEffect(() => {
    report.current = onIndexChange;
  }, [onIndexChange]);
  const follow = useCallback(
    (api: CarouselApi) => void api.on('select', () => report.current(api.selectedScrollSnap())),
    [],
  );
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        overlayClassName="bg-black/95"
        className="inset-0 left-0 top-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none bg-transparent p-0 text-white shadow-none dark:bg-transparent dark:text-white"
      >
        <Carousel
          label={t('gallery', { name })}
          opts={{ startIndex, loop: count > 1 }}
          setApi={follow}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <DialogTitle className="truncate text-base text-white dark:text-white">{name}</DialogTitle>
            <DialogClose
              aria-label={t('galleryClose')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon className="size-6" />
            </DialogClose>
          </div>
          <div className="relative min-h-0 flex-1">
            <CarouselContent viewportClassName="h-full" className="h-full">
              {images.map((src, i) => (
                <CarouselItem
                  key={src}
                  aria-label={t('photo', { index: i + 1, count })}
                  className="h-full px-2 md:px-16"
                >
                  <GalleryPicture
                    src={src}
                    alt={t('photo', { index: i + 1, count })}
                    priority={i === startIndex}
                    contain
                  />
                </CarouselItem>
              ))}
            </CarouselContent>
            {count > 1 && (
              <>
                <CarouselPrevious label={t('galleryPrevious')} />
                <CarouselNext label={t('galleryNext')} />
              </>
            )}
          </div>
          <div className="relative h-14">
            <GalleryPosition count={count} centred />
          </div>
        </Carousel>
      </DialogContent>
    </Dialog>
  );
}
