'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * Live rooms and prices for a stay, the stay form and the room selection. The server renders the rooms for the
 * stay in the URL and the form works as a plain GET; the code (react-hook-form, next-intl) hydrates after the page.
 */
export const AvailabilityClient = hydrateLater(
  () => import('./availability-part'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only: rendered in the page's HTML
  typeof window === 'undefined' ? require('./availability-part') : undefined,
);
