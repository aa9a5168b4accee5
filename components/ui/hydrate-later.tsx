'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A server-rendered client part whose code is not among the page's own scripts: the server's HTML (a plain form or
 * link that already works without JavaScript) stays on screen while the page hydrates, and React hydrates the part in
 * place once its chunk has arrived. The chunk is requested as soon as the page's scripts run, beside the page's own
 * hydration rather than after it. For forms and widgets whose code (react-hook-form, next-intl's formatter, embla)
 * would otherwise weigh on every visit's first load.
 */
export function hydrateLater<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPart = () => {
    loading ??= load().catch((err: unknown) => {
      // A failed fetch (weak signal) is tried again when React next renders the part.
      loading = undefined;
      throw err;
    });
    return loading;
  };
  if (typeof window !== 'undefined') void fetchPart().catch(() => undefined);
  const Part = lazy(fetchPart);
  function HydrateLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return HydrateLater;
}
