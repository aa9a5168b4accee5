import {
  SEARCH_PARAMS_KEY,
  stayFromStorage,
  stayQuery,
  storedSearch,
  type RawStay,
  type StaySearch,
} from './initial-stay';
import { toRoomOffer, type RoomOffer } from './room-offer';

/** Live rooms for a stay from the availability API; throws on any failure. */
export async function fetchRooms(propertyId: string, stay: StaySearch, signal: AbortSignal): Promise<RoomOffer[]> {
  const query = new URLSearchParams({
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    rooms: String(stay.rooms),
  });
  const res = await fetch(`/api/hotels/${encodeURIComponent(propertyId)}/search-availability?${query}`, { signal });
  if (!res.ok) throw new Error(`availability ${res.status}`);
  const body = (await res.json()) as { response?: unknown };
  if (!Array.isArray(body.response)) throw new Error('availability without rooms');
  return body.response.map(toRoomOffer);
}

/** The stored search; null when there is none or the browser refuses storage. */
export function readStoredSearch(): RawStay | null {
  try {
    return stayFromStorage(sessionStorage.getItem(SEARCH_PARAMS_KEY));
  } catch {
    return null;
  }
}

/** Puts the stay in the page's URL and in the stored search, keeping the stored destination. */
export function rememberStay(stay: StaySearch, fallbackLocation: string) {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(stayQuery(stay))) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
  const previous = readStoredSearch()?.location;
  const location = typeof previous === 'string' && previous ? previous : fallbackLocation;
  try {
    sessionStorage.setItem(SEARCH_PARAMS_KEY, JSON.stringify(storedSearch(stay, location)));
  } catch {
    // Storage can be refused (private mode, quota); the URL still carries the stay.
  }
}
