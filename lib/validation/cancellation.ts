import { z } from './zod';

/** POST /api/bookings/{id}/cancel: `confirm` after the guest has seen what is due. */
export const cancelBookingBody = z.object({
  confirm: z.boolean().default(false),
  /** The charge the guest was shown; a different charge now (the free window closed meanwhile) changes nothing. */
  expectedFee: z.number().int().nonnegative().optional(),
});
