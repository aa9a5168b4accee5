'use client';

import { useTranslations } from 'next-intl';
import { Carousel, CarouselContent, CarouselItem, CarouselPlayToggle } from '@/components/ui/carousel';
import { CAROUSEL_DELAY_MS } from './sign-up-carousel';

const AUTOPLAY = { delay: CAROUSEL_DELAY_MS, stopOnInteraction: false, stopOnFocusIn: false };

/** The sign-up pictures on embla: autoplay that a swipe does not stop, and a pause button for those who need it. */
export function SignUpSlides({ images }: { images: string[] }) {
  const t = useTranslations('onboarding');
  return (
    <Carousel label={t('slideshow')} opts={{ loop: true }} autoplay={AUTOPLAY} className="absolute inset-0">
      <CarouselContent viewportClassName="h-full" className="h-full">
        {images.map((src) => (
          <CarouselItem key={src} className="relative h-full">
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG pictures drawn by the site */}
            <img src={src} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPlayToggle
        pauseLabel={t('pauseSlideshow')}
        playLabel={t('playSlideshow')}
        className="absolute bottom-3 end-3"
      />
    </Carousel>
  );
}
