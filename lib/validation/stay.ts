import { addDays, isIsoDate, nightsBetween, todayInLagos } from '@/lib/dates';
import type { ValidationKey } from '@/lib/errors';

// The stay: its dates, their normalisation and every rule about them, checked here and nowhere else. This module has
// no zod in it, so the booking page and the hotel page's stored search can use it in the browser without loading the
// schemas; ./stay-schema builds the zod fields and refinements of the screens' schemas from it.

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

type DateField = 'checkIn' | 'checkOut';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

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

const DATE_PROBLEMS: readonly StayProblem[] = [
  'checkInMissing',
  'checkInMalformed',
  'checkOutMissing',
  'checkOutMalformed',
];

/** What one screen (a form, a page, an API) says of a stay's problems. */
export interface StayScreen {
  /** The message of each date field when it is missing (blank) and when it is not a real date. */
  dates: Record<DateField, { missing: ValidationKey; malformed: ValidationKey }>;
  /**
   * The messages of the stay's problems that the screen checks, in the order it raises them (a problem left out is
   * not checked there). A past check-in, or one beyond the booking horizon, is said under the check-in, every other
   * problem under the check-out.
   */
  rules: Partial<Record<StayProblem, ValidationKey | readonly ValidationKey[]>>;
  /** The rules wait until both dates are real dates; otherwise a past check-in is said whatever the check-out is. */
  rulesNeedBothDates: boolean;
  /** Both dates may be left out together (no stay at all). */
  optional: boolean;
}

const searchDates = {
  checkIn: { missing: 'checkInRequired', malformed: 'checkInInvalid' },
  checkOut: { missing: 'checkOutRequired', malformed: 'checkOutInvalid' },
} as const;
const bookingDates = {
  checkIn: { missing: 'bothDates', malformed: 'checkInInvalid' },
  checkOut: { missing: 'bothDates', malformed: 'checkOutInvalid' },
} as const;
// A check-out on the check-in day is not after it: the spec's 'must be after' text, on the search forms as on the
// booking page (with whole dates no stay is under one night otherwise).
const searchRules = {
  checkOutBeforeCheckIn: 'checkOutAfter',
  underMinimumStay: 'checkOutAfter',
  checkInPast: 'pastCheckIn',
  checkInBeyondHorizon: 'checkInBeyondHorizon',
} as const;
const bookingRules = {
  checkInPast: 'pastCheckIn',
  checkInBeyondHorizon: 'checkInBeyondHorizon',
  checkOutBeforeCheckIn: 'checkOutAfterCheckIn',
  underMinimumStay: 'checkOutAfterCheckIn',
} as const;

/**
 * Every screen's messages for the one set of stay problems (the spec gives screens their own texts for the same
 * rule). The keys are those of the `validation` messages.
 */
export const STAY_SCREENS = {
  /** The search bar (spec 5, Search). */
  searchBar: {
    dates: {
      checkIn: { missing: 'checkInRequired', malformed: 'checkInRequired' },
      checkOut: { missing: 'checkOutRequired', malformed: 'checkOutRequired' },
    },
    rules: searchRules,
    rulesNeedBothDates: false,
    optional: false,
  },
  /** The hotel page's stay form. */
  hotelStayForm: { dates: searchDates, rules: searchRules, rulesNeedBothDates: false, optional: false },
  /** The results pages and GET /api/search: no dates, or both. */
  searchQuery: {
    dates: searchDates,
    rules: { checkInMissing: 'bothDates', checkOutMissing: 'bothDates', ...searchRules },
    rulesNeedBothDates: false,
    optional: true,
  },
  /** GET /api/hotels/{id}/search-availability: a check-out not after the check-in breaks both of its rules. */
  availabilityApi: {
    dates: searchDates,
    rules: {
      checkOutBeforeCheckIn: ['checkOutAfter', 'minimumStay'],
      underMinimumStay: ['checkOutAfter', 'minimumStay'],
      checkInPast: 'pastCheckIn',
      checkInBeyondHorizon: 'checkInBeyondHorizon',
    },
    rulesNeedBothDates: false,
    optional: false,
  },
  /** The booking page's 'Invalid Dates' dialog (spec 5, Booking page dates): the first problem only. */
  bookingPage: {
    dates: bookingDates,
    rules: {
      checkInMissing: 'bothDates',
      checkInMalformed: 'bothDates',
      checkOutMissing: 'bothDates',
      checkOutMalformed: 'bothDates',
      checkInPast: 'pastCheckIn',
      checkInBeyondHorizon: 'checkInBeyondHorizon',
      checkOutBeforeCheckIn: 'checkOutAfterCheckIn',
      underMinimumStay: 'checkOutAfterCheckIn',
      overMaximumStay: 'maximumStay',
    },
    rulesNeedBothDates: true,
    optional: false,
  },
  /** POST /api/bookings/{hotelId}/new and POST /api/bookings/{id}/modify. */
  bookingApi: {
    dates: bookingDates,
    rules: { ...bookingRules, overMaximumStay: 'maximumStay' },
    rulesNeedBothDates: true,
    optional: false,
  },
  /** The modify page's form (the length of the stay is left to the API's answer). */
  modifyForm: { dates: bookingDates, rules: bookingRules, rulesNeedBothDates: true, optional: false },
} as const satisfies Record<string, StayScreen>;

export interface StayIssue {
  field: DateField;
  key: ValidationKey;
}

const CHECK_IN_PROBLEMS: readonly StayProblem[] = ['checkInPast', 'checkInBeyondHorizon'];

/** What a screen says of a stay, in its order; nothing for a good stay. */
export function stayIssues(screen: StayScreen, stay: { checkIn?: unknown; checkOut?: unknown }, bounds: StayBounds) {
  if (screen.optional && isBlank(stay.checkIn) && isBlank(stay.checkOut)) return [];
  const found = stayProblems(stay, bounds);
  const datesWrong = found.some((p) => DATE_PROBLEMS.includes(p));
  const issues: StayIssue[] = [];
  for (const [problem, keys] of Object.entries(screen.rules) as [StayProblem, ValidationKey | ValidationKey[]][]) {
    if (!found.includes(problem)) continue;
    if (screen.rulesNeedBothDates && datesWrong && !DATE_PROBLEMS.includes(problem)) continue;
    const field: DateField = CHECK_IN_PROBLEMS.includes(problem) ? 'checkIn' : 'checkOut';
    for (const key of ([] as ValidationKey[]).concat(keys)) issues.push({ field, key });
  }
  return issues;
}

/** The first thing a screen says of a stay, or null for a good stay. */
export function stayMessage(screen: StayScreen, stay: { checkIn?: unknown; checkOut?: unknown }, bounds: StayBounds) {
  return stayIssues(screen, stay, bounds)[0]?.key ?? null;
}

/** Every message a screen can show for a stay's dates, for the texts its client part is given. */
export function stayMessageKeys(screen: StayScreen): ValidationKey[] {
  const keys = [
    ...Object.values(screen.dates).flatMap((d) => [d.missing, d.malformed]),
    ...Object.values(screen.rules).flat(),
  ];
  return [...new Set(keys)];
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
