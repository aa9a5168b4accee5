import type { ValidationKey } from '@/lib/errors';
import { isBlank, stayProblems, type DateField, type StayBounds, type StayProblem } from './stay';

// What each screen (a form, a page, an API) says of the problems of a stay's dates (./stay): the spec gives screens
// their own texts for the same rule.

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
