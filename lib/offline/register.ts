import { SERVICE_WORKER_URL } from './scope';

/** Registers the site's service worker; loaded on its own once the page has loaded and the browser is idle. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    // Without a service worker the site works as before, only without offline copies.
  });
}
