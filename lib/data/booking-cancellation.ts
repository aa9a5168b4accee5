import 'server-only';
import { and, eq } from 'drizzle-orm';
import { freeCancellationUntil } from '@/lib/booking/quote';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, payments, refunds } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import type { RefundProvider } from '@/lib/services/payments/types';
import { deliverQueuedMessages } from './booking-confirmation';
import { queueBookingCancelled } from './booking-notices';
import { findOwnedBooking, type BookingRow, type BookingViewer } from './booking-access';
import { withRetry } from './db-helpers';
import { expireHolds, roomNeedsOf } from './holds';
import { releaseRooms } from './inventory';
import { cancellable } from './my-bookings';

/** What cancelling costs now: free until 13:00 Lagos on the check-in date unless non-refundable, else the full price. */
export interface CancellationQuote {
  free: boolean;
  /** ISO instant until which cancelling is free; null for a non-refundable rate. */
  freeUntil: string | null;
  nonRefundable: boolean;
  /** What stays due, whole naira. */
  fee: number;
  /** What was paid by card and goes back to the card. */
  refundAmount: number;
  amountPaid: number;
}

export interface CancellationResult extends CancellationQuote {
  cancelled: boolean;
  /** 'requested' when the provider accepted the refund, 'failed' when an operator must follow it up, null if none. */
  refundStatus: 'requested' | 'failed' | null;
}

async function cardPayments(bookingId: string, d: Database) {
  return d
    .select({
      id: payments.id,
      provider: payments.provider,
      amount: payments.amount,
      transactionId: payments.providerTransactionId,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'successful')));
}

async function quoteFor(booking: BookingRow, d: Database, now: Date): Promise<CancellationQuote> {
  const rooms = await d
    .select({ nonRefundable: bookingRooms.nonRefundable })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id));
  const until = freeCancellationUntil(booking.checkInDate, rooms);
  const free = until !== null && now < until;
  const amountPaid = (await cardPayments(booking.id, d)).reduce((n, p) => n + p.amount, 0);
  return {
    free,
    freeUntil: until?.toISOString() ?? null,
    nonRefundable: until === null,
    fee: free ? 0 : booking.amountToBePaid,
    refundAmount: free ? amountPaid : 0,
    amountPaid,
  };
}

function assertCancellable(booking: BookingRow, now: Date) {
  if (!cancellable(booking.status, booking.checkOutDate, now)) throw new AppError('bookingClosed', 409);
}

/** What cancelling the owner's booking would cost now. */
export async function cancellationQuote(
  args: { bookingId: string; viewer: BookingViewer; now?: Date },
  db?: Database,
): Promise<CancellationQuote> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  await expireHolds({ now }, d);
  const booking = await findOwnedBooking(args.bookingId, args.viewer, d);
  assertCancellable(booking, now);
  return quoteFor(booking, d, now);
}

/**
 * Cancels the owner's booking: its nights go back to the inventory in the same transaction as the status change, the
 * charge (0, or the full price outside the free window) is recorded, the guest's notice of it queued, and card payments of a free cancellation are
 * refunded through the provider, each refund recorded once whatever the provider answers.
 */
export async function cancelBooking(
  args: { bookingId: string; viewer: BookingViewer; expectedFee?: number; now?: Date },
  refundsVia: RefundProvider,
  db?: Database,
): Promise<CancellationResult> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  await expireHolds({ now }, d);
  const owned = await findOwnedBooking(args.bookingId, args.viewer, d);
  assertCancellable(owned, now);

  const quote = await withRetry(() =>
    d.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, owned.id)).for('update');
      if (!booking) throw new AppError('bookingNotFound', 404);
      assertCancellable(booking, now);
      const q = await quoteFor(booking, tx, now);
      if (args.expectedFee !== undefined && args.expectedFee !== q.fee)
        throw new AppError('cancellationFeeChanged', 409);
      const held = (await roomNeedsOf([booking.id], tx)).get(booking.id) ?? [];
      await releaseRooms(held, booking.checkInDate, booking.checkOutDate, tx);
      await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, cancellationFee: q.fee, holdExpiresAt: null, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await queueBookingCancelled(booking.id, { fee: q.fee, refundAmount: q.refundAmount }, tx);
      return q;
    }),
  );
  deliverQueuedMessages(d);

  let refundStatus: CancellationResult['refundStatus'] = null;
  if (quote.refundAmount > 0) {
    refundStatus = 'requested';
    for (const payment of await cardPayments(owned.id, d)) {
      // The unique payment id makes a second refund of the same payment a no-op, even from two servers at once.
      const [claimed] = await d
        .insert(refunds)
        .values({
          bookingId: owned.id,
          paymentId: payment.id,
          provider: refundsVia.name,
          amount: payment.amount,
          status: 'pending',
        })
        .onConflictDoNothing({ target: refunds.paymentId })
        .returning({ id: refunds.id });
      if (!claimed) continue;
      try {
        if (!payment.transactionId) throw new Error('payment has no provider transaction id');
        const answer = await refundsVia.refund(payment.transactionId, payment.amount);
        await d
          .update(refunds)
          .set({ status: 'requested', providerRefundId: answer.id, raw: answer.raw })
          .where(eq(refunds.id, claimed.id));
      } catch (err) {
        refundStatus = 'failed';
        await d
          .update(refunds)
          .set({ status: 'failed', raw: { error: (err as Error).message } })
          .where(eq(refunds.id, claimed.id));
        await d
          .update(bookings)
          .set({ needsAttention: true, attentionReason: 'refund failed', updatedAt: now })
          .where(eq(bookings.id, owned.id));
        log.warn('booking needs attention', { bookingId: owned.id, reason: 'refund failed', err });
      }
    }
  }
  return { ...quote, cancelled: true, refundStatus };
}
