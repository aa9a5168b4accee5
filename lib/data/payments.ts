import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import { newTxRef } from '@/lib/booking/reference';
import { getDb, type Database } from '@/lib/db';
import { bookings, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { site } from '@/lib/site';
import { PaymentProviderError, type PaymentProvider } from '@/lib/services/payments/types';
import { findOwnedBooking, type BookingViewer } from './booking-access';
import { expireHolds } from './holds';

/** Checkouts one booking may open in ten minutes; each is a payments row. */
const ATTEMPTS = { limit: 10, windowMs: 10 * 60_000 };

/** Why a booking cannot be paid by card now, or null when it can. */
async function unpayable(booking: typeof bookings.$inferSelect, d: Database, now: Date): Promise<AppError | null> {
  if (booking.status === 'pending_payment' && booking.holdExpiresAt && booking.holdExpiresAt <= now) {
    await expireHolds({ now, bookingId: booking.id }, d);
    return new AppError('holdExpired', 409);
  }
  if (booking.status === 'expired') return new AppError('holdExpired', 409);
  if (booking.status === 'confirmed' && booking.balanceDue > 0) return null;
  if (booking.status === 'confirmed') {
    const [paid] = await d
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'successful')))
      .limit(1);
    return new AppError(paid ? 'bookingAlreadyPaid' : 'bookingAlreadyConfirmed', 409);
  }
  if (booking.status !== 'pending_payment') return new AppError('bookingClosed', 409);
  if (booking.paymentMethod !== 'Card') return new AppError('bookingNotPayable', 409);
  return null;
}

/**
 * Opens a card checkout for the owner's pending Pay now booking whose hold still runs, or for the balance a change
 * left due on a confirmed card-paid booking: one payments row per attempt, under a new tx_ref, for exactly the
 * booking's amount or exactly the stored balance, in whole naira. A refusal by the provider is 'Payment initiation
 * failed.' (502); no usable answer is 'This payment option is currently unavailable.' (503).
 */
export async function initiatePayment(
  input: { bookingId: string; viewer: BookingViewer; returnUrl: string; now?: Date },
  provider: PaymentProvider,
  db?: Database,
): Promise<{ paymentUrl: string; txRef: string }> {
  const d = db ?? (await getDb());
  const { now = new Date() } = input;
  const booking = await findOwnedBooking(input.bookingId, input.viewer, d);
  const refused = await unpayable(booking, d, now);
  if (refused) throw refused;
  const [recent] = await d
    .select({ n: count() })
    .from(payments)
    .where(
      and(eq(payments.bookingId, booking.id), gte(payments.createdAt, new Date(now.getTime() - ATTEMPTS.windowMs))),
    );
  if ((recent?.n ?? 0) >= ATTEMPTS.limit) throw new AppError('tooManyPaymentAttempts', 429);

  const balance = booking.status === 'confirmed';
  const amount = balance ? booking.balanceDue : booking.amountToBePaid;
  const txRef = newTxRef(booking.reference);
  const [payment] = await d
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: provider.name,
      txRef,
      amount,
      currency: 'NGN',
      purpose: balance ? 'balance' : 'booking',
      status: 'initiated',
      createdAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned no row');
  try {
    const paymentUrl = await provider.createCheckout({
      txRef,
      amount,
      currency: 'NGN',
      redirectUrl: input.returnUrl,
      customer: {
        email: booking.guestEmail,
        name: [booking.guestFirstName, booking.guestLastName].filter(Boolean).join(' '),
        phonenumber: booking.guestPhone,
      },
      customizations: {
        title: site.name,
        description: balance ? `Balance of booking ${booking.reference}` : `Booking ${booking.reference}`,
      },
    });
    await d.update(payments).set({ paymentUrl }).where(eq(payments.id, payment.id));
    return { paymentUrl, txRef };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn('payment initiation failed', { bookingId: booking.id, txRef, kind: err.kind, err });
    await d
      .update(payments)
      .set({ status: 'failed', raw: { error: err.message, kind: err.kind } })
      .where(eq(payments.id, payment.id));
    throw err.kind === 'refused'
      ? new AppError('paymentInitiationFailed', 502)
      : new AppError('paymentUnavailable', 503);
  }
}

/** The booking a transaction reference pays, with whether it is confirmed and paid; null for an unknown reference. */
export async function bookingOfTxRef(
  txRef: string,
  db?: Database,
): Promise<{ bookingId: string; propertyId: string; paid: boolean } | null> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ bookingId: bookings.id, propertyId: bookings.propertyId, status: bookings.status })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.txRef, txRef))
    .limit(1);
  if (!row) return null;
  const [paid] = await d
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, row.bookingId), eq(payments.status, 'successful')))
    .limit(1);
  return { bookingId: row.bookingId, propertyId: row.propertyId, paid: row.status === 'confirmed' && Boolean(paid) };
}
