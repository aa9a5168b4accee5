import { normaliseStay } from '@/lib/validation/stay';
import { pickSearch, type SearchParams } from './search-params';
// Its own module, so that the hotel page names the key without this module's checks.
import { SEARCH_STORAGE_KEY } from './search-storage-key';

export { SEARCH_STORAGE_KEY };

export type StoredSearch = Omit<SearchParams, 'type'>;

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Access itself throws when the browser blocks site data.
    return undefined;
  }
}

/**
 * The stored search, or null when there is none or it cannot be read. Stale dates from an earlier day are moved
 * forward the way the hotel page does, so a returning visitor is never offered a past check-in.
 */
export function readStoredSearch(storage: Storage | undefined = sessionStore()): Partial<StoredSearch> | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SEARCH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const record = pickSearch(parsed as Record<string, unknown>);
  delete record.type;
  if (!Object.keys(record).length) return null;
  if (record.checkIn || record.checkOut) Object.assign(record, normaliseStay(record));
  return record as Partial<StoredSearch>;
}

/** Saves a search; returns false when storage is missing or full. */
export function writeStoredSearch(search: StoredSearch, storage: Storage | undefined = sessionStore()): boolean {
  if (!storage) return false;
  const { location, checkIn, checkOut, adults, children, room } = search;
  try {
    storage.setItem(SEARCH_STORAGE_KEY, JSON.stringify({ location, checkIn, checkOut, adults, children, room }));
    return true;
  } catch {
    return false;
  }
}
