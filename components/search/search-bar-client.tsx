'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * The search bar's interactive part (react-hook-form, next-intl, the pickers' triggers) hydrates after the page:
 * until then the server's HTML is a plain GET form to the results page, which already searches.
 */
export const SearchBarClient = hydrateLater(
  () => import('./search-bar-form'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only: rendered in the page's HTML
  typeof window === 'undefined' ? require('./search-bar-form') : undefined,
);
