import { z } from './zod';
import { isIsoDate, meetsMinimumStay, todayInLagos } from '@/lib/dates';
import type { ValidationKey } from '@/lib/errors';
import { GUEST_LIMITS } from '@/lib/search-limits';
import { rule } from './rule';

/** A yyyy-MM-dd date: missing and malformed values have their own messages. */
export const isoDate = (required: ValidationKey, invalid: ValidationKey) =>
  z.string({ error: required }).min(1, required).refine(isIsoDate, { message: invalid });

interface StayDates {
  checkIn?: string;
  checkOut?: string;
}

/**
 * The date rules the search bar, the hotel page's stay form and the results pages share: a check-out before check-in is 'must be after', the
 * same day for both is under the one-night minimum, and check-in cannot be in the past (in Lagos).
 */
export function checkStayDates(q: StayDates, ctx: z.RefinementCtx) {
  // A missing or malformed date has its own message.
  if (isIsoDate(q.checkIn) && isIsoDate(q.checkOut)) {
    if (q.checkOut < q.checkIn) ctx.addIssue({ code: 'custom', message: rule('checkOutAfter'), path: ['checkOut'] });
    else if (!meetsMinimumStay(q.checkIn, q.checkOut))
      ctx.addIssue({ code: 'custom', message: rule('minimumStay'), path: ['checkOut'] });
  }
  if (isIsoDate(q.checkIn) && q.checkIn < todayInLagos())
    ctx.addIssue({ code: 'custom', message: rule('pastCheckIn'), path: ['checkIn'] });
}

const partyCount = (min: number, max: number, message: ValidationKey) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/**
 * The hotel page's stay form (its inputs are text): the search bar's date rules, and the party within the bounds
 * the results pages and the availability call accept.
 */
export const stayForm = z
  .object({
    checkIn: isoDate('checkInRequired', 'checkInInvalid'),
    checkOut: isoDate('checkOutRequired', 'checkOutInvalid'),
    adults: partyCount(GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max, 'adultsRange'),
    children: partyCount(GUEST_LIMITS.children.min, GUEST_LIMITS.children.max, 'childrenRange'),
    room: partyCount(GUEST_LIMITS.room.min, GUEST_LIMITS.room.max, 'roomsRange'),
  })
  .superRefine(checkStayDates);

/** Query of GET /api/hotels/{id}/search-availability. */
export const availabilityQuery = z
  .object({
    checkInDate: isoDate('checkInRequired', 'checkInInvalid'),
    checkOutDate: isoDate('checkOutRequired', 'checkOutInvalid'),
    rooms: z.coerce
      .number({ error: rule('roomsRange') })
      .int(rule('roomsRange'))
      .min(1, rule('roomsRange'))
      .max(10, rule('roomsRange'))
      .default(1),
  })
  .refine((q) => q.checkOutDate > q.checkInDate, {
    message: rule('checkOutAfter'),
    path: ['checkOutDate'],
  })
  .refine((q) => meetsMinimumStay(q.checkInDate, q.checkOutDate), {
    message: rule('minimumStay'),
    path: ['checkOutDate'],
  })
  .refine((q) => q.checkInDate >= todayInLagos(), {
    message: rule('pastCheckIn'),
    path: ['checkInDate'],
  });
