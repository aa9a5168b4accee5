import { isOfflineFile, isOfflinePage, OFFLINE_KEY_HEADER } from './scope';

/** The address the browser asks at start for who is signed in; it carries the key too, so pages can check it. */
const USER_DETAILS = '/api/user/my-details';

/**
 * The offline key of a session: names the device cache of that guest's pages. A one-way digest of the session token
 * under a label of its own, so it is neither the token nor the token's stored hash, and it changes with every sign-in.
 */
export async function offlineKey(sessionToken: string): Promise<string> {
  const data = new TextEncoder().encode(`staynaija-offline:${sessionToken}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Whether an answer at this address is one the service worker keeps, or the one that names the current guest. */
export function carriesOfflineKey(pathname: string, search: URLSearchParams): boolean {
  return pathname === USER_DETAILS || isOfflinePage(pathname, search) || isOfflineFile(pathname);
}

/**
 * Marks an answer with the session's offline key, for the addresses the service worker keeps. A redirect (to the
 * sign-in page, say) and a visitor's answer carry none, which tells the service worker that nobody is signed in.
 */
export async function withOfflineKey<R extends Response>(
  pathname: string,
  search: URLSearchParams,
  sessionToken: string | undefined,
  response: R,
): Promise<R> {
  if (!sessionToken || response.headers.has('location') || !carriesOfflineKey(pathname, search)) return response;
  response.headers.set(OFFLINE_KEY_HEADER, await offlineKey(sessionToken));
  return response;
}
