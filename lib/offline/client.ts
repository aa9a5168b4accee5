// The browser's side of the offline copies (worker/sw.ts): no server code, loaded only by client components.
import type { OfflineMessage, OfflineStatus } from './messages';
import { OFFLINE_KEY_HEADER, OFFLINE_VISITOR_KEY_HEADER, PERSONAL_CACHE_PREFIX, SAVED_AT_HEADER } from './scope';

function serviceWorkers(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/** Says something to the service worker that controls this page, when there is one. */
export function tellServiceWorker(message: OfflineMessage): void {
  serviceWorkers()?.controller?.postMessage(message);
}

/**
 * Deletes every kept booking page of this device: the service worker is told, and the page deletes the caches itself
 * too, so that a logout clears them even when no service worker runs (yet) or the message is lost.
 */
export async function forgetOfflineCopies(): Promise<void> {
  tellServiceWorker({ type: 'forget' });
  if (typeof caches === 'undefined') return;
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX));
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Storage refused (a private window, say): nothing was kept there either.
  }
}

/**
 * Tells the service worker whose pages the user-details answer names (its offline key headers): the signed-in guest's,
 * else the visitor's who holds a booking's cookie, else nobody's.
 */
export function reportIdentity(response: Response | null, signedIn: boolean): void {
  // An answer for nobody signed in (a visitor, or a session that has ended, whose cookie the main key may still be made
  // from) names at most the visitor's booking cookies; no key at all leaves no pages on the device.
  const header = signedIn ? OFFLINE_KEY_HEADER : OFFLINE_VISITOR_KEY_HEADER;
  const key = response?.headers?.get(header) ?? null;
  if (key) tellServiceWorker({ type: 'identity', key });
  else void forgetOfflineCopies();
}

/** When the copy of this page the device showed was saved, or null when the page came from the network. */
export async function offlineSavedAt(): Promise<string | null> {
  const controller = serviceWorkers()?.controller;
  if (controller) {
    const answer = await new Promise<OfflineStatus | null>((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(null), 1500);
      channel.port1.onmessage = (event: MessageEvent<OfflineStatus>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      controller.postMessage({ type: 'status' } satisfies OfflineMessage, [channel.port2]);
    });
    if (answer?.savedAt) return answer.savedAt;
  }
  // A restarted service worker forgets which pages it answered; without a network the page is the kept copy anyway.
  if (navigator.onLine || typeof caches === 'undefined') return null;
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX));
  for (const name of names) {
    const saved = await (await caches.open(name)).match(location.href, { ignoreSearch: true });
    if (saved) return saved.headers.get(SAVED_AT_HEADER);
  }
  return null;
}

/** Asks the service worker to keep these booking pages and files, and the script and style files of this page. */
export async function keepOffline(pages: string[]): Promise<void> {
  const container = serviceWorkers();
  if (!container) return;
  const worker = container.controller ?? (await container.ready).active;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
  worker?.postMessage({ type: 'keep', pages, assets } satisfies OfflineMessage);
}
