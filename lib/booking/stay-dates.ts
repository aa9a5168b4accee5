import { BOOKING_LIMITS } from '@/lib/booking/options';
import { isIsoDate, nightsBetween } from '@/lib/dates';

/** Why a stay's dates cannot be booked: each is a key of the `validation` messages of the 'Invalid Dates' dialog. */
export type StayDateProblem = 'bothDates' | 'pastCheckIn' | 'checkOutAfterCheckIn' | 'minimumStayNight' | 'maximumStay';

/**
 * The booking page's date rules, in the spec's order. Dates are whole days, so a check-out on the check-in day is the
 * stay under one night, and a check-out before the check-in is the one that is not after it.
 */
export function stayDateProblem(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today: string,
): StayDateProblem | null {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return 'bothDates';
  if (checkIn < today) return 'pastCheckIn';
  if (checkOut < checkIn) return 'checkOutAfterCheckIn';
  if (checkOut === checkIn) return 'minimumStayNight';
  if (nightsBetween(checkIn, checkOut) > BOOKING_LIMITS.maxNights) return 'maximumStay';
  return null;
}
