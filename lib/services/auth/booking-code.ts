import 'server-only';
import type { Locale } from '@/i18n/config';
import { findBookingByContact, grantBookingAccess } from '@/lib/data/booking-grants';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { BOOKING_CODE_CHECKS_PER_CLIENT } from '@/lib/services/limits';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { verifyCode, type DeliveryChannel } from './otp';
import { sendCodeIfKnown } from './send-code';

const channelOf = (address: string): DeliveryChannel => (address.includes('@') ? 'email' : 'sms');

/**
 * Sends a code to the e-mail or phone on the booking `reference`, when it is the booking's. An unknown reference and
 * a contact that is not the booking's are answered alike: the same budgets (client, address, booking reference) are
 * spent, a code is made and stored and its message rendered, and only after the answer is it queued, for a match only.
 */
export async function requestBookingCode(
  db: Database,
  input: { reference: string; contact: string; ip: string; locale: Locale },
): Promise<void> {
  const known = Boolean(await findBookingByContact(input.reference, input.contact, db));
  await sendCodeIfKnown(db, {
    purpose: 'manage_booking',
    channel: channelOf(input.contact),
    address: input.contact,
    // The code is bound to this booking: it opens no other, even one booked with the same contact.
    holder: input.reference,
    ip: input.ip,
    locale: input.locale,
    known,
  });
}

/**
 * Checks a code sent for a booking and grants this browser that booking; a wrong, used or expired code, an unknown
 * reference and another contact all fail alike, on the code field.
 */
export async function openBookingWithCode(
  db: Database,
  input: { reference: string; contact: string; otp: string; ip: string },
): Promise<{ bookingId: string; token: string; expiresAt: Date }> {
  const limit = await consumeRateLimit(db, `manage-open:ip:${input.ip}`, BOOKING_CODE_CHECKS_PER_CLIENT);
  if (!limit.allowed) throw new AppError('codeAttemptsExhausted', 429);
  const wrong = () => new AppError('invalidCode', 400, { fieldErrors: { otp: [{ key: 'bookingCodeWrong' }] } });
  try {
    await verifyCode(db, {
      purpose: 'manage_booking',
      address: input.contact,
      code: input.otp,
      holder: input.reference,
    });
  } catch (err) {
    throw err instanceof AppError && err.code === 'invalidCode' ? wrong() : err;
  }
  const bookingId = await findBookingByContact(input.reference, input.contact, db);
  if (!bookingId) throw wrong();
  const grant = await grantBookingAccess({ bookingId, address: input.contact, ip: input.ip }, db);
  return { bookingId, ...grant };
}
