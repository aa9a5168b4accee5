import { isIsoDate, meetsMinimumStay } from '@/lib/dates';
import type { SearchParams } from './search-params';

export type SearchField = 'location' | 'checkIn' | 'checkOut' | 'guests';

/** Keys under search.validation. */
export type SearchErrorKey =
  'locationRequired' | 'checkInRequired' | 'checkOutRequired' | 'guestsRequired' | 'checkOutAfter' | 'minimumStay';

export type SearchErrors = Partial<Record<SearchField, SearchErrorKey>>;

type SearchInput = Pick<SearchParams, 'location' | 'checkIn' | 'checkOut' | 'adults' | 'room'>;

/**
 * The first error of each field, checked in the spec's order. A check-out before check-in is 'must be after';
 * the same day for both passes that rule and fails the one-night minimum, so each message has its own case.
 */
export function validateSearch(input: SearchInput): SearchErrors {
  const errors: SearchErrors = {};
  const hasCheckIn = isIsoDate(input.checkIn);
  const hasCheckOut = isIsoDate(input.checkOut);
  if (!input.location.trim()) errors.location = 'locationRequired';
  if (!hasCheckIn) errors.checkIn = 'checkInRequired';
  if (!hasCheckOut) errors.checkOut = 'checkOutRequired';
  if (!(input.adults >= 1) || !(input.room >= 1)) errors.guests = 'guestsRequired';
  if (hasCheckIn && hasCheckOut) {
    if (input.checkOut < input.checkIn) errors.checkOut = 'checkOutAfter';
    else if (!meetsMinimumStay(input.checkIn, input.checkOut)) errors.checkOut = 'minimumStay';
  }
  return errors;
}

export function hasErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).length > 0;
}
