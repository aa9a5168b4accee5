import { isOfflineFile, isOfflinePage, OFFLINE_KEY_HEADER, OFFLINE_VISITOR_KEY_HEADER } from './scope';

/** The address the browser asks at start for who is signed in; it carries the key too, so pages can check it. */
const USER_DETAILS = '/api/user/my-details';

/**
 * The offline key of a session: names the device cache of that guest's pages. A one-way digest of the session token
 * under a label of its own, so it is neither the token nor the token's stored hash, and it changes with every sign-in.
 */
export async function offlineKey(sessionToken: string): Promise<string> {
  return digestKey(`staynaija-offline:${sessionToken}`);
}

/**
 * The offline key of a visitor who booked without an account (the booking cookie) or entered a booking's code (the
 * manage cookie): it changes when either cookie does, which deletes the pages kept under the old one. Null without both.
 */
export async function visitorOfflineKey(bookingBrowser?: string, grant?: string): Promise<string | null> {
  if (!bookingBrowser && !grant) return null;
  return digestKey(`staynaija-offline-visitor:${bookingBrowser ?? ''}:${grant ?? ''}`);
}

async function digestKey(label: string): Promise<string> {
  const data = new TextEncoder().encode(label);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Whether an answer at this address is one the service worker keeps, or the one that names the current guest. */
export function carriesOfflineKey(pathname: string, search: URLSearchParams): boolean {
  return pathname === USER_DETAILS || isOfflinePage(pathname, search) || isOfflineFile(pathname);
}

/** The cookies that say whose booking pages a browser may keep. */
export interface OfflineOwner {
  session?: string;
  bookingBrowser?: string;
  grant?: string;
}

/**
 * Marks an answer with its owner's offline key, for the addresses the service worker keeps: the session's, else the
 * visitor's booking cookies'. The user-details answer also names the visitor's key apart, for when it answers that the
 * session has ended. A redirect (to the sign-in page, say) and an answer for nobody carry none, which tells the service
 * worker to keep nobody's pages.
 */
export async function withOfflineKey<R extends Response>(
  pathname: string,
  search: URLSearchParams,
  owner: OfflineOwner,
  response: R,
): Promise<R> {
  if (response.headers.has('location') || !carriesOfflineKey(pathname, search)) return response;
  const visitor = await visitorOfflineKey(owner.bookingBrowser, owner.grant);
  const key = owner.session ? await offlineKey(owner.session) : visitor;
  if (key) response.headers.set(OFFLINE_KEY_HEADER, key);
  if (visitor && pathname === USER_DETAILS) response.headers.set(OFFLINE_VISITOR_KEY_HEADER, visitor);
  return response;
}
