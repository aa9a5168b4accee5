import 'server-only';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Locale } from '@/i18n/config';
import { needsConfirmedContact } from '@/lib/booking/fair-share';
import { nightsBetween } from '@/lib/dates';
import type { Database } from '@/lib/db';
import { bookings, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { verifyCode } from '@/lib/services/auth/otp';
import { sendCode } from '@/lib/services/auth/send-code';
import type { ContactChannel } from '@/lib/validation/booking';
import { findOwnedBooking, type BookingRow, type BookingViewer } from './booking-access';

/** Whether the account has an e-mail or a phone it proved by a code. */
async function hasVerifiedContact(userId: string | null, d: Database): Promise<boolean> {
  if (!userId) return false;
  const [user] = await d
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), or(isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt))))
    .limit(1);
  return Boolean(user);
}

/**
 * Whether paying this booking at the property must wait for a confirmed contact: a stay above the size
 * (lib/booking/fair-share.ts) whose e-mail or phone no code has confirmed, booked by a visitor or by an account
 * without a verified contact.
 */
export async function contactConfirmationNeeded(booking: BookingRow, d: Database): Promise<boolean> {
  if (booking.contactConfirmedAt) return false;
  if (!needsConfirmedContact(booking.numberOfRooms, nightsBetween(booking.checkInDate, booking.checkOutDate))) {
    return false;
  }
  return !(await hasVerifiedContact(booking.userId, d));
}

/** A booking whose hold still runs, owned by the viewer (the confirmation link's holder cannot act on it). */
async function heldBooking(bookingId: string, viewer: BookingViewer, d: Database, now: Date) {
  const booking = await findOwnedBooking(bookingId, { ...viewer, accessToken: null }, d);
  if (booking.status !== 'pending_payment') throw new AppError('bookingClosed', 409);
  if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) throw new AppError('holdExpired', 409);
  return booking;
}

const addressOf = (booking: BookingRow, channel: ContactChannel) =>
  channel === 'email' ? booking.guestEmail : booking.guestPhone;

/**
 * Sends a code to the booking's own e-mail or phone, bound to this booking (it confirms no other). Only the booking's
 * owner can ask, while its hold runs; the usual send limits apply.
 */
export async function sendBookingContactCode(
  input: { bookingId: string; viewer: BookingViewer; channel: ContactChannel; ip: string; locale: Locale; now?: Date },
  d: Database,
): Promise<void> {
  const now = input.now ?? new Date();
  const booking = await heldBooking(input.bookingId, input.viewer, d, now);
  await sendCode(d, {
    purpose: 'confirm_booking',
    channel: input.channel,
    address: addressOf(booking, input.channel),
    holder: booking.id,
    ip: input.ip,
    locale: input.locale,
  });
}

/** Checks a code sent for the booking and records its contact as confirmed; a wrong, used or expired code is a 400. */
export async function confirmBookingContact(
  input: { bookingId: string; viewer: BookingViewer; channel: ContactChannel; otp: string; now?: Date },
  d: Database,
): Promise<void> {
  const now = input.now ?? new Date();
  const booking = await heldBooking(input.bookingId, input.viewer, d, now);
  await verifyCode(d, {
    purpose: 'confirm_booking',
    address: addressOf(booking, input.channel),
    code: input.otp,
    holder: booking.id,
    now,
  });
  await d
    .update(bookings)
    .set({ contactConfirmedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.contactConfirmedAt)));
}
