'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * The heart button. Its code (and next-intl's) hydrates after the page; until then the server's button is shown.
 * Give it `intl` from favouriteIntl().
 */
export const FavouriteButton = hydrateLater(
  () => import('./favourite-button-part'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only: rendered in the page's HTML
  typeof window === 'undefined' ? require('./favourite-button-part') : undefined,
);
