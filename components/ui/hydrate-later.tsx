'use client';

import { lazy, type ComponentType } from 'react';

type PartModule<P> = { default: ComponentType<P> };

/**
 * A server-rendered client part whose code is not among the page's own scripts: the server's HTML (a plain form or
 * link that already works without JavaScript) stays on screen while the page hydrates, and React hydrates the part in
 * place once its chunk has arrived. The chunk is requested as soon as the page's scripts run, beside the page's own
 * chunks rather than after them. For forms and widgets whose code (react-hook-form, next-intl's formatter, embla)
 * would otherwise be among every visit's first-load scripts.
 *
 * `serverPart` is the same module, required only in the server's bundle (`typeof window === 'undefined' ?
 * require(…) : undefined`; the browser's bundle drops that branch): the server renders the part in place, in the
 * page's own HTML. There is no Suspense boundary of its own on purpose: React's server renderer moves a finished
 * boundary of more than 500 bytes, once 12.8 KB of the page have been written, into a hidden element that only a
 * script reveals, which visitors without JavaScript would never see. In the browser the part's lazy code holds the
 * hydration of the nearest boundary above it (as next/dynamic does) until its chunk has arrived; the server's HTML
 * stays on screen meanwhile.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<PartModule<P>>,
  serverPart?: PartModule<P>,
) {
  let loading: Promise<PartModule<P>> | undefined;
  const fetchPart = () => {
    loading ??= load().catch((err: unknown) => {
      // A failed fetch (weak signal) is tried again when React next renders the part.
      loading = undefined;
      throw err;
    });
    return loading;
  };
  if (typeof window !== 'undefined') void fetchPart().catch(() => undefined);
  const Part = serverPart && typeof window === 'undefined' ? serverPart.default : lazy(fetchPart);
  function HydrateLater(props: P) {
    return <Part {...props} />;
  }
  return HydrateLater;
}
