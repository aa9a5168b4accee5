import { z } from './zod';
import { isIsoDate } from '@/lib/dates';
import type { ValidationKey } from '@/lib/errors';
import { GUEST_LIMITS } from '@/lib/search-limits';
import { rule } from './rule';
import { STAY_SCREENS, stayIssues, type StayScreen } from './stay-screens';

/**
 * A yyyy-MM-dd date field of a screen's stay, with the screen's messages for a missing date and for one that is not
 * a real date (one message for both where the screen has one).
 */
export function stayDate(screen: StayScreen, field: 'checkIn' | 'checkOut') {
  const { missing, malformed } = screen.dates[field];
  const text = z.string({ error: missing });
  return (missing === malformed ? text : text.min(1, { error: missing })).refine(isIsoDate, { error: malformed });
}

/** The names a schema gives the two dates. */
const DATE_NAMES = { checkIn: 'checkIn', checkOut: 'checkOut' } as const;
/** The API bodies' and queries' names of the two dates. */
export const API_DATE_NAMES = { checkIn: 'checkInDate', checkOut: 'checkOutDate' } as const;

/**
 * The stay's rules as a zod refinement of a schema holding both dates: each issue the screen raises, under the
 * date it is about, with the booking horizon as the value its message names. It runs even when a date failed its own
 * field rule. Today is read as each value is checked, not when the schema is built.
 */
export function refineStay(
  screen: StayScreen,
  horizonDays: number,
  names: Record<'checkIn' | 'checkOut', string> = DATE_NAMES,
) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const stay = { checkIn: value[names.checkIn], checkOut: value[names.checkOut] };
    for (const { field, key } of stayIssues(screen, stay, { horizonDays })) {
      ctx.addIssue({ code: 'custom', path: [names[field]], message: key, params: { horizonDays } });
    }
  };
}

/**
 * A schema whose stay rules depend on the booking horizon, built once for each horizon it is asked for: the server
 * passes its setting, a form the value the server rendered it with.
 */
export function perHorizon<T>(build: (horizonDays: number) => T): (horizonDays: number) => T {
  const built = new Map<number, T>();
  return (horizonDays) => {
    let schema = built.get(horizonDays);
    if (schema === undefined) built.set(horizonDays, (schema = build(horizonDays)));
    return schema;
  };
}

const partyCount = (min: number, max: number, message: ValidationKey) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const hotelPage = STAY_SCREENS.hotelStayForm;

/**
 * The hotel page's stay form (its inputs are text): the stay's dates, and the party within the bounds the results
 * pages and the availability call accept.
 */
export const stayForm = perHorizon((horizonDays) =>
  z
    .object({
      checkIn: stayDate(hotelPage, 'checkIn'),
      checkOut: stayDate(hotelPage, 'checkOut'),
      adults: partyCount(GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max, 'adultsRange'),
      children: partyCount(GUEST_LIMITS.children.min, GUEST_LIMITS.children.max, 'childrenRange'),
      room: partyCount(GUEST_LIMITS.room.min, GUEST_LIMITS.room.max, 'roomsRange'),
    })
    .superRefine(refineStay(hotelPage, horizonDays)),
);

const availability = STAY_SCREENS.availabilityApi;

/** Query of GET /api/hotels/{id}/search-availability. */
export const availabilityQuery = perHorizon((horizonDays) =>
  z
    .object({
      checkInDate: stayDate(availability, 'checkIn'),
      checkOutDate: stayDate(availability, 'checkOut'),
      rooms: z.coerce
        .number({ error: rule('roomsRange') })
        .int(rule('roomsRange'))
        .min(1, rule('roomsRange'))
        .max(10, rule('roomsRange'))
        .default(1),
    })
    .superRefine(refineStay(availability, horizonDays, API_DATE_NAMES)),
);
