import { GUEST_LIMITS } from '@/lib/search-limits';
import { normaliseStay } from '@/lib/validation/stay';

/** Session-storage key of the last search, shared with the search bar: { location, checkIn, checkOut, adults, children, room }. */
export { SEARCH_STORAGE_KEY as SEARCH_PARAMS_KEY } from '@/components/search/search-storage-key';

export interface StaySearch {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
}

export type PartyField = 'adults' | 'children' | 'rooms';

/** Defaults of the party, within the search bar's bounds (at most 10 rooms, as the availability call allows). */
export const PARTY: Record<PartyField, { min: number; max: number; initial: number }> = {
  adults: { ...GUEST_LIMITS.adults, initial: 2 },
  children: { ...GUEST_LIMITS.children, initial: 0 },
  rooms: { ...GUEST_LIMITS.room, initial: 1 },
};

/** Stay fields as a URL query or the stored record carry them, not yet checked. */
export interface RawStay {
  location?: unknown;
  checkIn?: unknown;
  checkOut?: unknown;
  adults?: unknown;
  children?: unknown;
  room?: unknown;
}

type QueryRecord = Record<string, string | string[] | undefined>;

/** The stay's fields by the names of the hotel page's query. */
export const STAY_FIELDS = ['checkIn', 'checkOut', 'adults', 'children', 'room'] as const;

/** The stay fields of a URL query; null when it has none of them. */
export function stayFromQuery(query: QueryRecord | URLSearchParams): RawStay | null {
  const get = (key: string) => {
    const value = query instanceof URLSearchParams ? query.get(key) : query[key];
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  const raw: RawStay = {};
  for (const key of STAY_FIELDS) {
    const value = get(key);
    if (value !== undefined) raw[key] = value;
  }
  return Object.keys(raw).length ? raw : null;
}

/** The stored search record; null when it is missing or not an object. */
export function stayFromStorage(stored: string | null | undefined): RawStay | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as RawStay) : null;
  } catch {
    return null;
  }
}

/** A whole number within the field's bounds; anything that is not a whole number gives the default. */
export function partyCount(field: PartyField, value: unknown): number {
  const { min, max, initial } = PARTY[field];
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return initial;
  return Math.min(max, Math.max(min, n));
}

interface Sources {
  query: RawStay | null;
  stored: RawStay | null;
  /** Today in Lagos, yyyy-MM-dd. */
  today: string;
}

/**
 * The stay the hotel page starts with: the URL query when it has any stay field, else the stored search, else
 * the defaults (today to tomorrow, 2 adults, 0 children, 1 room); dates then follow the spec's normalisation.
 */
export function resolveInitialStay({ query, stored, today }: Sources): StaySearch {
  const source = query ?? stored ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const dates = normaliseStay({ checkIn: text(source.checkIn), checkOut: text(source.checkOut) }, today);
  return {
    ...dates,
    adults: partyCount('adults', source.adults),
    children: partyCount('children', source.children),
    rooms: partyCount('rooms', source.room),
  };
}

/** A stay as the hotel page's query carries it, with the spec's search parameter names. */
export type StayQuery = Record<(typeof STAY_FIELDS)[number], string>;

export function stayQuery(stay: StaySearch): StayQuery {
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
    room: String(stay.rooms),
  };
}

/** The record kept under SEARCH_PARAMS_KEY. */
export function storedSearch(stay: StaySearch, location: string) {
  return {
    location,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    room: stay.rooms,
  };
}

export function sameStay(a: StaySearch, b: StaySearch): boolean {
  return (
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    a.adults === b.adults &&
    a.children === b.children &&
    a.rooms === b.rooms
  );
}
