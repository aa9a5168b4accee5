import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { cancellationCharge } from '@/lib/booking/quote';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, payments, refunds } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import type { RefundProvider } from '@/lib/services/payments/types';
import { deliverQueuedMessages } from './booking-confirmation';
import { queueBookingCancelled } from './booking-notices';
import { findOwnedBooking, type BookingRow, type BookingViewer } from './booking-access';
import { bookingState, recordBookingChange } from './booking-history';
import { withRetry } from './db-helpers';
import { expireHolds, roomNeedsOf } from './holds';
import { releaseRooms } from './inventory';
import { cancellable } from './my-bookings';
import { PROPERTY_PAYMENT_PROVIDER } from '@/lib/booking/property-payment';

/**
 * What cancelling costs now: until 13:00 Lagos on the check-in date, the price of the non-refundable rooms (nothing
 * when every room is refundable); after it, or when every room is non-refundable, the full price.
 */
export interface CancellationQuote {
  /** Nothing to pay. */
  free: boolean;
  /** ISO instant until which the refundable rooms are free to cancel; null when every room is non-refundable. */
  freeUntil: string | null;
  /** Every room is non-refundable. */
  nonRefundable: boolean;
  /** Some rooms are non-refundable and the others are still free to cancel: the charge is the former's price. */
  partlyNonRefundable: boolean;
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
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'successful'),
        ne(payments.provider, PROPERTY_PAYMENT_PROVIDER),
      ),
    );
}

async function quoteFor(booking: BookingRow, d: Database, now: Date): Promise<CancellationQuote> {
  const rooms = await d
    .select({
      nonRefundable: bookingRooms.nonRefundable,
      discountedPricePerNight: bookingRooms.discountedPricePerNight,
      numberOfRooms: bookingRooms.numberOfRooms,
      nightlyPrices: bookingRooms.nightlyPrices,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id));
  const { charge, freeUntil, withinFreeWindow } = cancellationCharge(
    {
      checkInDate: booking.checkInDate,
      nights: nightsBetween(booking.checkInDate, booking.checkOutDate),
      amountToBePaid: booking.amountToBePaid,
      rooms,
    },
    now,
  );
  const amountPaid = (await cardPayments(booking.id, d)).reduce((n, p) => n + p.amount, 0);
  // What earlier changes kept of dropped non-refundable nights stays charged too.
  const fee = charge + booking.changeCharge;
  return {
    free: fee === 0,
    freeUntil: freeUntil?.toISOString() ?? null,
    nonRefundable: freeUntil === null,
    partlyNonRefundable: withinFreeWindow && fee > 0,
    fee,
    refundAmount: Math.max(0, amountPaid - fee),
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

/** What happens inside the cancelling transaction besides the cancellation itself (the desk records its action). */
type AlongsideCancellation = (tx: Database, before: BookingRow, outcome: CancellationQuote) => Promise<void>;

/**
 * Cancels the owner's booking: its nights go back to the inventory in the same transaction as the status change, the
 * charge (cancellationCharge) is recorded, the guest's notice of it queued, and what was paid by card beyond the charge
 * is refunded through the provider, each payment's refund recorded once whatever the provider answers.
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
  // The guest's cancellation is kept in the booking's history, in the cancelling transaction.
  const alongside: AlongsideCancellation = async (tx, before) => {
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, before.id));
    if (!after) return;
    await recordBookingChange(
      {
        bookingId: before.id,
        kind: 'cancelled',
        byUserId: args.viewer.userId,
        before: await bookingState(before, tx),
        after: await bookingState(after, tx),
        now,
      },
      tx,
    );
  };
  return cancelAndRefund(owned.id, { now, expectedFee: args.expectedFee, alongside }, refundsVia, d);
}

/**
 * Cancels a booking for the reservations desk, with no owner check (the caller is staff): by the same rule as a
 * guest's cancellation, or with the charge waived, when everything paid by card is refunded as for a free cancellation.
 * `alongside` runs in the cancelling transaction, so the desk's record of it is kept exactly when the booking changes.
 */
export async function cancelBookingAtDesk(
  args: { bookingId: string; waive: boolean; expectedFee?: number; now?: Date; alongside: AlongsideCancellation },
  refundsVia: RefundProvider,
  db?: Database,
): Promise<CancellationResult> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  await expireHolds({ now, bookingId: args.bookingId }, d);
  return cancelAndRefund(args.bookingId, { ...args, now }, refundsVia, d);
}

/** The quote of a cancellation at the desk, as the rule has it now (before any waiver). */
export async function deskCancellationQuote(bookingId: string, now: Date, db: Database): Promise<CancellationQuote> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) throw new AppError('bookingNotFound', 404);
  return quoteFor(booking, db, now);
}

async function cancelAndRefund(
  bookingId: string,
  opts: { now: Date; expectedFee?: number; waive?: boolean; alongside?: AlongsideCancellation },
  refundsVia: RefundProvider,
  d: Database,
): Promise<CancellationResult> {
  const { now } = opts;
  const quote = await withRetry(() =>
    d.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!booking) throw new AppError('bookingNotFound', 404);
      assertCancellable(booking, now);
      const ruled = await quoteFor(booking, tx, now);
      if (opts.expectedFee !== undefined && opts.expectedFee !== ruled.fee)
        throw new AppError('cancellationFeeChanged', 409);
      const q: CancellationQuote = opts.waive
        ? { ...ruled, free: true, fee: 0, partlyNonRefundable: false, refundAmount: ruled.amountPaid }
        : ruled;
      const held = (await roomNeedsOf([booking.id], tx)).get(booking.id) ?? [];
      await releaseRooms(held, booking.checkInDate, booking.checkOutDate, tx);
      await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancellationFee: q.fee,
          holdExpiresAt: null,
          // The cancellation's own charge and refund replace any balance or refund a change left.
          balanceDue: 0,
          refundOwed: 0,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
      await queueBookingCancelled(booking.id, { fee: q.fee, refundAmount: q.refundAmount }, tx);
      await opts.alongside?.(tx, booking, q);
      return q;
    }),
  );
  deliverQueuedMessages(d);

  let refundStatus: CancellationResult['refundStatus'] = null;
  if (quote.refundAmount > 0) {
    refundStatus = 'requested';
    let toRefund = quote.refundAmount;
    for (const payment of await cardPayments(bookingId, d)) {
      const amount = Math.min(payment.amount, toRefund);
      if (amount <= 0) break;
      toRefund -= amount;
      // The unique payment id makes a second refund of the same payment a no-op, even from two servers at once.
      const [claimed] = await d
        .insert(refunds)
        .values({
          bookingId,
          paymentId: payment.id,
          provider: refundsVia.name,
          amount,
          status: 'pending',
        })
        .onConflictDoNothing({ target: refunds.paymentId })
        .returning({ id: refunds.id });
      if (!claimed) continue;
      try {
        if (!payment.transactionId) throw new Error('payment has no provider transaction id');
        const answer = await refundsVia.refund(payment.transactionId, amount);
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
          .where(eq(bookings.id, bookingId));
        log.warn('booking needs attention', { bookingId, reason: 'refund failed', err });
      }
    }
  }
  return { ...quote, cancelled: true, refundStatus };
}
