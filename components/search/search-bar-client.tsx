'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * The search bar's interactive part (react-hook-form, next-intl, the pickers' triggers) hydrates after the page:
 * until then the server's HTML is a plain GET form to the results page, which already searches.
 */
export const SearchBarClient = hydrateLater(() => import('./search-bar-form'));
