'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (offline booking pages, installable site) after the page has loaded, when the browser
 * is idle, from a module of its own: nothing of it is in the page's first scripts or delays them.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let idle: number | undefined;
    const start = () => {
      const run = () => void import('@/lib/offline/register').then((m) => m.registerServiceWorker());
      // Browsers without requestIdleCallback (Safari) simply run it now.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5000 });
      else run();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return null;
}
