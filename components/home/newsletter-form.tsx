'use client';

import { hydrateLater } from '@/components/ui/hydrate-later';

/**
 * The newsletter form. Its code (react-hook-form, next-intl) hydrates after the page; the server's HTML shows the
 * field and button meanwhile.
 */
export const NewsletterForm = hydrateLater(
  () => import('./newsletter-form-part'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only: rendered in the page's HTML
  typeof window === 'undefined' ? require('./newsletter-form-part') : undefined,
);
