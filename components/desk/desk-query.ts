import type { DeskBookingQuery } from '@/lib/validation/desk';

/** The query parameter naming the action whose dialog a booking's page opens with (its button, pressed before the page started). */
export const OPEN_ACTION = 'open';

/** A search's raw query values (the first of each), as the page and the CSV export receive them. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first;
  }
  return out;
}

/** The query string of a desk search, without empty values and defaults, with `changes` applied. */
export function deskSearch(query: DeskBookingQuery, changes: Partial<Record<keyof DeskBookingQuery, string>> = {}) {
  const params = new URLSearchParams();
  const values: Record<string, string | number | undefined> = { ...query, ...changes };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    if (key === 'sort' && value === 'created' && values.dir === 'desc') continue;
    if (key === 'dir' && values.sort === 'created' && value === 'desc') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
