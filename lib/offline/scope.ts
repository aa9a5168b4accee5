// Which answers the service worker keeps on a device for offline use, shared by the proxy (which marks them with the
// session's offline key), the service worker (worker/sw.ts) and the pages that show the offline copy. No server code:
// the service worker's bundle includes this file.

/** Response header naming the offline copy's owner: an opaque id derived from the session, never the session. */
export const OFFLINE_KEY_HEADER = 'x-offline-key';

/**
 * Header of the user-details answer naming the key of a visitor's booking cookies, read when that answer names nobody
 * (after a session has ended, its main key would still be the ended session's).
 */
export const OFFLINE_VISITOR_KEY_HEADER = 'x-offline-visitor-key';

/** The caches holding one guest's pages start with this; the rest of the name is that guest's offline key. */
export const PERSONAL_CACHE_PREFIX = 'staynaija-personal-';

/** Header the service worker stores with each saved page: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-offline-saved-at';

/** The service worker's address (public/sw.js, built by scripts/build-sw.mjs). */
export const SERVICE_WORKER_URL = '/sw.js';

const LANGUAGE = '(?:/(?:fr|zh|ar))?';
const SEGMENT = '[^/]+';
const CONFIRMATION = new RegExp(`^${LANGUAGE}/hotel/confirmation/${SEGMENT}/${SEGMENT}/?$`);
const MANAGED_BOOKING = new RegExp(`^${LANGUAGE}/manage-booking/${SEGMENT}/?$`);
const SETTINGS = new RegExp(`^${LANGUAGE}/hotel/settings/?$`);
const CALENDAR = new RegExp(`^/api/bookings/${SEGMENT}/calendar$`);

/** The settings tab whose page is kept offline: the guest's bookings. */
export const MY_BOOKINGS_TAB = 'My Bookings';

/**
 * Whether a page or file at this address may be kept offline for the signed-in guest (or the visitor holding the
 * booking's cookie): a booking's confirmation, its manage page, My Bookings and a booking's calendar file. Nothing else
 * personal is ever stored on the device.
 */
export function isOfflinePage(pathname: string, search: URLSearchParams): boolean {
  if (CONFIRMATION.test(pathname) || MANAGED_BOOKING.test(pathname)) return true;
  return SETTINGS.test(pathname) && search.get('tab') === MY_BOOKINGS_TAB;
}

/** A booking's calendar file (.ics), kept beside the pages that link to it. */
export function isOfflineFile(pathname: string): boolean {
  return CALENDAR.test(pathname);
}

/** The language an address is in (its prefix; English has none). */
export function languageOf(pathname: string): 'en' | 'fr' | 'zh' | 'ar' {
  const match = /^\/(fr|zh|ar)(?:\/|$)/.exec(pathname);
  return (match?.[1] as 'fr' | 'zh' | 'ar' | undefined) ?? 'en';
}

/** The offline page of a language, kept by the service worker when it is installed. */
export function offlinePagePath(language: 'en' | 'fr' | 'zh' | 'ar'): string {
  return language === 'en' ? '/offline' : `/${language}/offline`;
}
