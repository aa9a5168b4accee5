import { z } from 'zod';
import { isIsoDate, meetsMinimumStay, todayInLagos } from '@/lib/dates';

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, { message });

/** Query of GET /api/hotels/{id}/search-availability. */
export const availabilityQuery = z
  .object({
    checkInDate: isoDate('Check-in date is required'),
    checkOutDate: isoDate('Check-out date is required'),
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
