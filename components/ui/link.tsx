'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLocalePath } from '@/i18n/use-locale-path';

/**
 * next/link without viewport prefetching by default: travellers on slow mobile data should not download every page a
 * menu or footer links to, and a burst of prefetches can exhaust the browser's connection pool (vercel/next.js#96109).
 * A site path ('/hotels') leads to its address in the page's language ('/fr/hotels').
 */
export function Link({ prefetch = false, href, ...props }: ComponentProps<typeof NextLink>) {
  const toPath = useLocalePath();
  const localized = typeof href === 'string' ? toPath(href) : href;
  return <NextLink prefetch={prefetch} href={localized} {...props} />;
}
