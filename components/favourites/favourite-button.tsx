'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * The heart button. Its code (and next-intl's) hydrates after the page; until then the server's button is shown.
 * Give it `intl` from favouriteIntl().
 */
export const FavouriteButton = hydrateLater(() => import('./favourite-button-part'));
