import { z } from './zod';
import { BOOKING_LIMITS as L } from '@/lib/booking/options';
import { REFERENCE_PATTERN } from '@/lib/booking/reference';
import { normalisePhone, PHONE_PATTERN } from '@/lib/phone';

// People copy references with spaces or dashes and in lower case; what is left must be a reference.
const reference = z
  .string({ error: 'bookingReferenceInvalid' })
  .max(40, { error: 'bookingReferenceInvalid' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(REFERENCE_PATTERN, { error: 'bookingReferenceInvalid' }));

const emailShape = z.email();
const isContact = (v: string) =>
  v.includes('@') ? emailShape.safeParse(v).success : PHONE_PATTERN.test(v.replace(/[\s\-().]/g, ''));

/** The e-mail address or phone number on the booking, as the codes' table keeps addresses (lower case, +234 form). */
const contact = z
  .string({ error: 'bookingContactRequired' })
  .trim()
  .min(1, { error: 'bookingContactRequired' })
  .max(L.emailLength, { error: 'bookingContactInvalid' })
  .refine(isContact, { error: 'bookingContactInvalid' })
  .transform((v) => (v.includes('@') ? v.toLowerCase() : normalisePhone(v)));

/** The manage-booking page's first step and POST /api/manage-booking/code: which booking, and where its code goes. */
export const findBookingSchema = z.object({ reference, contact });
export type FindBookingValues = z.input<typeof findBookingSchema>;

/** POST /api/manage-booking/open: the same, with the code that was sent. */
export const openBookingBody = findBookingSchema.extend({
  otp: z
    .string({ error: 'otpRequired' })
    .trim()
    .regex(/^\d{6}$/, { error: 'otpLength' }),
});
