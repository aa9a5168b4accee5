'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/** The gallery's carousel (embla, next-intl) hydrates after the page; the server's HTML shows the first picture. */
export const HotelGalleryClient = hydrateLater(() => import('./hotel-gallery-part'));
