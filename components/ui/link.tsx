import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without viewport prefetching by default: travellers on slow mobile data should not download every page a
 * menu or footer links to, and a burst of prefetches can exhaust the browser's connection pool (vercel/next.js#96109).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
