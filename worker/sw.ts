// The site's service worker, bundled by scripts/build-sw.mjs into public/sw.js. It keeps a signed-in guest's booking
// pages on the device for a front desk without mobile data, and shows a small offline page for the rest. Public pages
// are never answered from a device copy: they always come from the network.
import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist';
import {
  isOfflineFile,
  isOfflinePage,
  languageOf,
  MY_BOOKINGS_TAB,
  OFFLINE_KEY_HEADER,
  offlinePagePath,
  PERSONAL_CACHE_PREFIX,
  SAVED_AT_HEADER,
} from '../lib/offline/scope';
import type { OfflineMessage, OfflineStatus } from '../lib/offline/messages';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };

/** The site's script, style and font files that a kept page needs; their names change with their content. */
const STATIC_CACHE = 'staynaija-static';
/** A page kept this recently (by its own navigation) is not fetched again when the page asks to keep it. */
const FRESH_MS = 30_000;

/** Pages of this worker's life that show a booking: their script and style files are kept too. */
const personalClients = new Set<string>();
/** Pages answered from the device copy while offline, and when that copy was saved. */
const servedOffline = new Map<string, string>();

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
});

const staticFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 30 })],
});

async function personalCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX));
}

/** Deletes every guest's kept pages: on logout, and when a visitor or another guest uses this browser. */
async function forgetAll(): Promise<void> {
  await Promise.all((await personalCacheNames()).map((name) => caches.delete(name)));
}

/** Deletes the kept pages of every guest but the one with this key. */
async function forgetOthers(key: string): Promise<void> {
  const own = PERSONAL_CACHE_PREFIX + key;
  await Promise.all((await personalCacheNames()).filter((name) => name !== own).map((name) => caches.delete(name)));
}

/** The cache of the guest with this key, once any other guest's pages are deleted. */
async function adopt(key: string): Promise<Cache> {
  await forgetOthers(key);
  return caches.open(PERSONAL_CACHE_PREFIX + key);
}

/** The address a page is kept under: without its query (an e-mailed link's access token, a payment's return). */
function copyAddress(url: URL): string {
  const path = url.pathname.replace(/\/$/, '');
  return isOfflinePage(url.pathname, url.searchParams) && /\/hotel\/settings$/.test(path)
    ? `${url.origin}${path}?tab=${encodeURIComponent(MY_BOOKINGS_TAB)}`
    : `${url.origin}${path}`;
}

/** The current guest's copy of an address, if this device kept one. */
async function savedCopy(address: string): Promise<Response | undefined> {
  const [name] = await personalCacheNames();
  return name ? (await caches.open(name)).match(address) : undefined;
}

/**
 * Stores a personal answer under its guest's key. An answer without a key is a visitor's (the session has ended or
 * was never there): nobody's pages stay on the device then. Redirects and failures are not kept.
 */
async function keep(address: string, response: Response): Promise<void> {
  if (response.type === 'opaqueredirect' || response.redirected) return;
  const key = response.headers.get(OFFLINE_KEY_HEADER);
  if (!key) return forgetAll();
  if (!response.ok) return;
  const cache = await adopt(key);
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  await cache.put(address, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

async function offlineFallback(url: URL): Promise<Response> {
  const page = await serwist.matchPrecache(offlinePagePath(languageOf(url.pathname)));
  return page ?? Response.error();
}

/** Booking pages and calendar files: from the network, kept for the guest; the kept copy when there is no network. */
async function personalAnswer({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const navigation = request.mode === 'navigate';
  if (navigation && fetchEvent.resultingClientId) personalClients.add(fetchEvent.resultingClientId);
  const address = copyAddress(url);
  try {
    const response = await fetch(request);
    event.waitUntil(keep(address, response.clone()));
    return response;
  } catch (error) {
    const saved = await savedCopy(address);
    if (saved) {
      if (navigation && fetchEvent.resultingClientId) {
        servedOffline.set(fetchEvent.resultingClientId, saved.headers.get(SAVED_AT_HEADER) ?? '');
      }
      return saved;
    }
    if (navigation) return offlineFallback(url);
    throw error;
  }
}

/** Any other page: always from the network; without one, the offline page in the address's language. */
async function pageOrOfflinePage({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineFallback(url);
  }
}

serwist.registerCapture(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    ((request.mode === 'navigate' && isOfflinePage(url.pathname, url.searchParams)) || isOfflineFile(url.pathname)),
  personalAnswer,
);
serwist.registerCapture(
  ({ request, event, url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/_next/static/') &&
    request.method === 'GET' &&
    personalClients.has((event as FetchEvent).clientId),
  staticFiles,
);
serwist.registerCapture(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', pageOrOfflinePage);

/** What a page asked to keep: only booking pages, calendar files and the site's own script and style files. */
async function keepAsked(event: ExtendableMessageEvent, pages: string[], assets: string[]): Promise<void> {
  for (const raw of pages.slice(0, 8)) {
    const url = new URL(raw, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    if (!isOfflinePage(url.pathname, url.searchParams) && !isOfflineFile(url.pathname)) continue;
    const address = copyAddress(url);
    const saved = await savedCopy(address);
    const savedAt = Date.parse(saved?.headers.get(SAVED_AT_HEADER) ?? '');
    if (Date.now() - savedAt < FRESH_MS) continue;
    try {
      await keep(address, await fetch(url, { credentials: 'same-origin', redirect: 'manual' }));
    } catch {
      // Offline, or the network dropped: the page stays as it was last kept.
    }
  }
  for (const raw of assets.slice(0, 80)) {
    const url = new URL(raw, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith('/_next/static/')) continue;
    await staticFiles.handle({ event, request: new Request(url) }).catch(() => undefined);
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const message = event.data as OfflineMessage | null;
  if (!message || typeof message !== 'object') return;
  const client = event.source && 'id' in event.source ? event.source.id : null;
  if (message.type === 'forget') {
    event.waitUntil(forgetAll());
  } else if (message.type === 'identity') {
    event.waitUntil(message.key ? forgetOthers(message.key) : forgetAll());
  } else if (message.type === 'keep') {
    if (client) personalClients.add(client);
    event.waitUntil(keepAsked(event, message.pages ?? [], message.assets ?? []));
  } else if (message.type === 'status') {
    const status: OfflineStatus = { savedAt: (client && servedOffline.get(client)) || null };
    event.ports[0]?.postMessage(status);
  }
});

serwist.addEventListeners();
