import { addDays, isIsoDate, todayInLagos } from '@/lib/dates';
import { GUEST_LIMITS, type GuestField } from '@/lib/search-limits';
// Its own module, so that the plain search bar (SearchBarShell) names it without this module's date functions.
import { RESULTS_PATH } from './results-path';

export { RESULTS_PATH };

export type SearchType = 'hotel' | 'apartment';

/** The query of /hotel/result (dates as yyyy-MM-dd); `type` is set only by the Apartments tab. */
export interface SearchParams {
  location: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  room: number;
  type?: SearchType;
}

export { GUEST_LIMITS, type GuestField } from '@/lib/search-limits';

/** Two adults, no children, one room, from today to tomorrow in Lagos. */
export function defaultSearch(today: string = todayInLagos()): SearchParams {
  return { location: '', checkIn: today, checkOut: addDays(today, 1), adults: 2, children: 0, room: 1 };
}

/** A whole count kept inside its counter's bounds, or undefined when it is not a number. */
export function clampCount(field: GuestField, value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  const { min, max } = GUEST_LIMITS[field];
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** The valid fields of a search record or query; anything malformed is left out. */
export function pickSearch(source: Record<string, unknown>): Partial<SearchParams> {
  const out: Partial<SearchParams> = {};
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const location = first(source.location);
  if (typeof location === 'string') out.location = location.slice(0, 100);
  const checkIn = first(source.checkIn);
  if (isIsoDate(checkIn)) out.checkIn = checkIn;
  const checkOut = first(source.checkOut);
  if (isIsoDate(checkOut)) out.checkOut = checkOut;
  for (const field of ['adults', 'children', 'room'] as const) {
    const n = clampCount(field, first(source[field]));
    if (n !== undefined) out[field] = n;
  }
  const type = first(source.type);
  if (type === 'hotel' || type === 'apartment') out.type = type;
  return out;
}

/** The results page address for a search; `type` appears only for apartments. */
export function resultsHref(params: SearchParams): string {
  const query = new URLSearchParams({
    location: params.location,
    checkIn: params.checkIn,
    checkOut: params.checkOut,
    adults: String(params.adults),
    children: String(params.children),
    room: String(params.room),
  });
  if (params.type === 'apartment') query.set('type', 'apartment');
  return `${RESULTS_PATH}?${query}`;
}
