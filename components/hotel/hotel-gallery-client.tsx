'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/** The gallery's carousel (embla, next-intl) hydrates after the page; the server's HTML shows the first picture. */
export const HotelGalleryClient = hydrateLater(
  () => import('./hotel-gallery-part'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only: rendered in the page's HTML
  typeof window === 'undefined' ? require('./hotel-gallery-part') : undefined,
);
