import { addDays, isIsoDate, nightsBetween, todayInLagos } from '@/lib/dates';

// The stay: its dates, their normalisation and every rule about them, checked here and nowhere else. This module has
// no zod and no texts in it, so the hotel page's stay form and stored search use it in the browser at little cost;
// ./stay-screens says what each screen shows of a stay's problems, and ./stay-schema builds the zod fields and
// refinements of the screens' schemas from both.

/** A stay: the check-in and check-out days, yyyy-MM-dd, in Lagos time. */
export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** Stay lengths in nights: the spec's minimum stay, and the longest stay a booking may have. */
export const STAY_LIMITS = { minNights: 1, maxNights: 30 } as const;

// Its own module, so that the page frame's horizon context does not bring this one into every page's first load.
export { DEFAULT_BOOKING_HORIZON_DAYS } from './horizon';

/**
 * What a stay's dates are checked against: the booking horizon (BOOKING_HORIZON_DAYS, which only the server reads and
 * hands to the pages), and today in Lagos, the clock's date unless given.
 */
export interface StayBounds {
  horizonDays: number;
  today?: string;
}

/** The last day a stay may start on: today in Lagos plus the booking horizon. */
export function lastCheckIn(horizonDays: number, today: string = todayInLagos()): string {
  return addDays(today, horizonDays);
}

/** The last day a stay may end on: the last check-in plus the longest stay. */
export function lastCheckOut(horizonDays: number, today: string = todayInLagos()): string {
  return addDays(lastCheckIn(horizonDays, today), STAY_LIMITS.maxNights);
}

/** A real check-in date later than the booking horizon allows. */
export function isBeyondHorizon(checkIn: unknown, horizonDays: number, today: string = todayInLagos()): boolean {
  return isIsoDate(checkIn) && checkIn > lastCheckIn(horizonDays, today);
}

/** Everything that can be wrong with a stay's dates. */
export type StayProblem =
  | 'checkInMissing'
  | 'checkInMalformed'
  | 'checkOutMissing'
  | 'checkOutMalformed'
  | 'checkInPast'
  | 'checkInBeyondHorizon'
  | 'checkOutBeforeCheckIn'
  | 'underMinimumStay'
  | 'overMaximumStay';

/** A stay's two date fields. */
export type DateField = 'checkIn' | 'checkOut';

/** A date field left empty. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A check-in that is a real date and not before today in Lagos. */
export function isBookableCheckIn(checkIn: unknown, today: string = todayInLagos()): checkIn is string {
  return isIsoDate(checkIn) && checkIn >= today;
}

/**
 * The problems of a stay's dates, in this order: each date missing or not a real yyyy-MM-dd date; a check-in before
 * today in Lagos or after the booking horizon (whatever the check-out); then, once both dates are real, a check-out
 * before the check-in, a stay under the minimum (a check-out on the check-in day) or over the maximum length.
 */
export function stayProblems(
  stay: { checkIn?: unknown; checkOut?: unknown },
  { horizonDays, today = todayInLagos() }: StayBounds,
): StayProblem[] {
  const problems: StayProblem[] = [];
  const { checkIn, checkOut } = stay;
  if (!isIsoDate(checkIn)) problems.push(isBlank(checkIn) ? 'checkInMissing' : 'checkInMalformed');
  if (!isIsoDate(checkOut)) problems.push(isBlank(checkOut) ? 'checkOutMissing' : 'checkOutMalformed');
  if (isIsoDate(checkIn) && !isBookableCheckIn(checkIn, today)) problems.push('checkInPast');
  if (isBeyondHorizon(checkIn, horizonDays, today)) problems.push('checkInBeyondHorizon');
  if (isIsoDate(checkIn) && isIsoDate(checkOut)) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 0) problems.push('checkOutBeforeCheckIn');
    else if (nights < STAY_LIMITS.minNights) problems.push('underMinimumStay');
    else if (nights > STAY_LIMITS.maxNights) problems.push('overMaximumStay');
  }
  return problems;
}

/** The check-out the spec's normalisation keeps: a real date after the check-in, else the day after the check-in. */
export function normaliseCheckOut(checkIn: string, checkOut: unknown): string {
  return isIsoDate(checkOut) && nightsBetween(checkIn, checkOut) >= STAY_LIMITS.minNights
    ? checkOut
    : addDays(checkIn, STAY_LIMITS.minNights);
}

/**
 * The spec's date normalisation: a missing or past check-in moves to today, and a check-out that is missing or not
 * after the check-in becomes the check-in plus one day.
 */
export function normaliseStay(stay: Partial<Stay>, today: string = todayInLagos()): Stay {
  const checkIn = isBookableCheckIn(stay.checkIn, today) ? stay.checkIn : today;
  return { checkIn, checkOut: normaliseCheckOut(checkIn, stay.checkOut) };
}
