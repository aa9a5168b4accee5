import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/booking/options';
import { getDb, type Database } from '@/lib/db';
import { bookings, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { findOwnedBooking, type BookingRow, type BookingViewer } from './booking-access';
import { contactConfirmationNeeded } from './booking-contact';
import { deliverQueuedMessages, queueBookingConfirmation } from './booking-confirmation';
import { expireHolds } from './holds';

export interface PaymentMethodResult {
  status: BookingRow['status'];
  paymentMethod: PaymentMethod | null;
  holdExpiresAt: string | null;
}

const result = (b: Pick<BookingRow, 'status' | 'paymentMethod' | 'holdExpiresAt'>): PaymentMethodResult => ({
  status: b.status,
  paymentMethod: b.paymentMethod,
  holdExpiresAt: b.status === 'pending_payment' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
});

async function isPaid(bookingId: string, d: Database): Promise<boolean> {
  const [paid] = await d
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'successful')))
    .limit(1);
  return Boolean(paid);
}

/** Why a booking that could not take the method refuses it: an ended hold, a payment made, a closed booking. */
async function refusal(booking: BookingRow, method: PaymentMethod, d: Database, now: Date): Promise<AppError> {
  if (booking.status === 'pending_payment' && booking.holdExpiresAt && booking.holdExpiresAt <= now) {
    await expireHolds({ now, bookingId: booking.id }, d);
    return new AppError('holdExpired', 409);
  }
  if (booking.status === 'expired') return new AppError('holdExpired', 409);
  if (booking.status === 'confirmed') {
    if (await isPaid(booking.id, d)) return new AppError('bookingAlreadyPaid', 409);
    return new AppError(method === 'Card' ? 'bookingAlreadyConfirmed' : 'bookingClosed', 409);
  }
  return new AppError('bookingClosed', 409);
}

/**
 * Sets how the owner pays. Cash (pay at the property) confirms the booking at once and sends its confirmation, once a
 * big stay's contact is confirmed (409 contactConfirmationRequired until then); Card
 * keeps it pending_payment with the rooms held until the hold set at creation ends (choosing Card again does not
 * extend it). A confirmed or paid booking cannot go back to Card, and an ended hold cannot be revived.
 */
export async function setPaymentMethod(
  input: { bookingId: string; method: PaymentMethod; viewer: BookingViewer; now?: Date },
  db?: Database,
): Promise<PaymentMethodResult> {
  const d = db ?? (await getDb());
  const { method, now = new Date() } = input;
  const booking = await findOwnedBooking(input.bookingId, input.viewer, d);
  // Only a pending booking whose hold still runs can change; the condition is re-checked by the row update itself.
  const open = and(
    eq(bookings.id, booking.id),
    eq(bookings.status, 'pending_payment'),
    gt(bookings.holdExpiresAt, now),
  );
  if (method === 'Card') {
    const [updated] = await d.update(bookings).set({ paymentMethod: 'Card', updatedAt: now }).where(open).returning();
    if (updated) return result(updated);
    throw await refusal(await findOwnedBooking(booking.id, input.viewer, d), method, d, now);
  }
  // A big stay paid at the property is held only for a contact someone can answer for.
  const holding = booking.status === 'pending_payment' && booking.holdExpiresAt && booking.holdExpiresAt > now;
  if (holding && (await contactConfirmationNeeded(booking, d))) {
    throw new AppError('contactConfirmationRequired', 409);
  }
  const confirmed = await d.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'confirmed', paymentMethod: 'Cash', holdExpiresAt: null, confirmedAt: now, updatedAt: now })
      .where(open)
      .returning();
    if (row) await queueBookingConfirmation(row.id, tx);
    return row;
  });
  if (confirmed) {
    deliverQueuedMessages(d);
    return result(confirmed);
  }
  // Read again: a second tap of Pay at the property finds the booking the first one confirmed.
  const current = await findOwnedBooking(booking.id, input.viewer, d);
  if (current.status === 'confirmed' && current.paymentMethod === 'Cash') return result(current);
  throw await refusal(current, method, d, now);
}
