'use client';

import { useTranslations } from 'next-intl';
import { Carousel, CarouselContent, CarouselItem } from '@/components/ui/carousel';
import { CarouselPlayToggle } from '@/components/ui/carousel-play-toggle';
import { CAROUSEL_DELAY_MS } from './sign-up-carousel';

const AUTOPLAY = { delay: CAROUSEL_DELAY_MS, stopOnInteraction: false, stopOnFocusIn: false };

/** The sign-up pictures on embla: autoplay that a swipe does not stop, and a pause button for those who need it. */
export function SignUpSlides({ images }: { images: string[] }) {
  const t = useTranslations('onboarding');
  // The carousel is positioned by itself (relative, for its buttons); its box fills the frame.
  return (
    <div className="absolute inset-0">
      <Carousel label={t('slideshow')} opts={{ loop: true }} autoplay={AUTOPLAY} className="h-full">
        <CarouselContent viewportClassName="h-full" className="h-full">
          {images.map((src) => (
            <CarouselItem key={src} className="relative h-full">
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG pictures drawn by the site */}
              <img
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPlayToggle
          pauseLabel={t('pauseSlideshow')}
          playLabel={t('playSlideshow')}
          className="absolute bottom-3 end-3"
        />
      </Carousel>
    </div>
  );
}
