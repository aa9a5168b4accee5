import { addDays as addCalendarDays, differenceInCalendarDays, formatISO, isValid } from 'date-fns';

/** Every date rule of the product is in Lagos time. */
export const TIME_ZONE = 'Africa/Lagos';
// West Africa Time has no daylight saving, so Lagos wall-clock times map to a fixed offset. Lagos dates are read
// through that offset rather than Intl.DateTimeFormat: a browser's first Intl formatter loads its locale and time-zone
// data, about 60 ms of a phone's main thread while the page starts.
const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MS = 3_600_000;

/**
 * A yyyy-MM-dd date at local midnight, as date-fns' parseISO reads it: the platform's parser takes a date and time
 * without an offset for local time. A day past the month's end is invalid or lands in the next month; isIsoDate's
 * round trip tells. (parseISO, which reads every ISO form, would add 0.8 KB to the pages that check dates.)
 */
function localDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00`);
}

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = localDay(value);
  return isValid(d) && formatISO(d, { representation: 'date' }) === value;
}

/** Today's date in Lagos as yyyy-MM-dd. */
export function todayInLagos(now: Date = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The yyyy-MM-dd date n days after the given one (calendar days, whatever the clock's time zone). */
export function addDays(isoDate: string, days: number): string {
  return formatISO(addCalendarDays(localDay(isoDate), days), { representation: 'date' });
}

/** The instant of a Lagos wall-clock time ('HH:mm') on a yyyy-MM-dd date. */
export function lagosInstant(isoDate: string, time = '00:00'): Date {
  return new Date(`${isoDate}T${time}:00${LAGOS_OFFSET}`);
}

/** Whole nights between two yyyy-MM-dd dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(localDay(checkOut), localDay(checkIn));
}
