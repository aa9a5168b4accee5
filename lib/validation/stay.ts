import { z } from 'zod';
import { isIsoDate, meetsMinimumStay, todayInLagos } from '@/lib/dates';

/** A yyyy-MM-dd date: missing and malformed values have their own messages. */
export const isoDate = (required: string, invalid: string) =>
  z.string({ error: required }).min(1, required).refine(isIsoDate, { message: invalid });

export const CHECK_IN_INVALID = 'Check-in date must be a real date (YYYY-MM-DD)';
export const CHECK_OUT_INVALID = 'Check-out date must be a real date (YYYY-MM-DD)';

/** Query of GET /api/hotels/{id}/search-availability. */
export const availabilityQuery = z
  .object({
    checkInDate: isoDate('Check-in date is required', CHECK_IN_INVALID),
    checkOutDate: isoDate('Check-out date is required', CHECK_OUT_INVALID),
    rooms: z.coerce
      .number({ error: 'Rooms must be a whole number from 1 to 10' })
      .int('Rooms must be a whole number from 1 to 10')
      .min(1, 'Rooms must be a whole number from 1 to 10')
      .max(10, 'Rooms must be a whole number from 1 to 10')
      .default(1),
  })
  .refine((q) => q.checkOutDate > q.checkInDate, {
    message: 'Check out date must be after start date',
    path: ['checkOutDate'],
  })
  .refine((q) => meetsMinimumStay(q.checkInDate, q.checkOutDate), {
    message: 'Please select at least one full day for your stay',
    path: ['checkOutDate'],
  })
  .refine((q) => q.checkInDate >= todayInLagos(), {
    message: "Your check-in date can't be in the past. Please choose a valid starting date.",
    path: ['checkInDate'],
  });
