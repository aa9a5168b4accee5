import { z } from 'zod';
import { isIsoDate, meetsMinimumStay, todayInLagos } from '@/lib/dates';
import type { ValidationKey } from '@/lib/errors';
import { rule } from './rule';

/** A yyyy-MM-dd date: missing and malformed values have their own messages. */
export const isoDate = (required: ValidationKey, invalid: ValidationKey) =>
  z.string({ error: required }).min(1, required).refine(isIsoDate, { message: invalid });

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
