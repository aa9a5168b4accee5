import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookings, payments } from '@/lib/db/schema';
import { log } from '@/lib/log';
import type { PaymentProvider, VerifiedTransaction } from '@/lib/services/payments/types';
import { storeSettlement } from './booking-balance';
import { deliverQueuedMessages, queueBookingConfirmation } from './booking-confirmation';
import { pgErrorCode, withRetry } from './db-helpers';
import { roomNeedsOf } from './holds';
import { reserveRooms } from './inventory';

export type SettleOutcome =
  /** The provider knows no such transaction, or it is not one of this site's payments. */
  | 'unknown'
  /** Verified as not (yet) paid: failed, cancelled or pending. */
  | 'notPaid'
  /** This transaction paid the booking now. */
  | 'paid'
  /** This transaction was already counted; nothing changed. */
  | 'alreadyCounted'
  /** Money moved but the booking could not simply take it: recorded and flagged for the operators. */
  | 'flagged';

export interface SettleResult {
  outcome: SettleOutcome;
  bookingId?: string;
}

class RoomsGone extends Error {}

async function flag(bookingId: string, reason: string, txRef: string, tx: Database, now: Date) {
  await tx
    .update(bookings)
    .set({ needsAttention: true, attentionReason: reason, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  log.warn('booking needs attention', { bookingId, reason, txRef });
}

/** What a counted payment of a balance does: the booking's balance goes down by it (any excess is owed back). */
async function applyBalancePayment(booking: typeof bookings.$inferSelect, txRef: string, tx: Database, now: Date) {
  if (booking.status !== 'confirmed') {
    await flag(booking.id, `balance_paid_while_${booking.status}`, txRef, tx, now);
    return 'flagged' as const;
  }
  const settled = await storeSettlement(booking, tx, now);
  if (settled.refundOwed > booking.refundOwed) {
    // More than the balance came in (a second checkout of the same balance): owed back, and an operator's case.
    await flag(booking.id, 'balance_overpaid', txRef, tx, now);
    return 'flagged' as const;
  }
  return 'paid' as const;
}

/** What a counted payment does to its booking, inside the transaction that counted it. */
async function applyPayment(
  bookingId: string,
  payment: { id: string; purpose: 'booking' | 'balance' },
  txRef: string,
  tx: Database,
  now: Date,
) {
  const paymentId = payment.id;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1).for('update');
  if (!booking) return 'unknown' as const;
  if (payment.purpose === 'balance') return applyBalancePayment(booking, txRef, tx, now);
  const confirm = async () => {
    await tx
      .update(bookings)
      .set({ status: 'confirmed', paymentMethod: 'Card', holdExpiresAt: null, confirmedAt: now, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await queueBookingConfirmation(bookingId, tx);
    return 'paid' as const;
  };
  switch (booking.status) {
    case 'pending_payment':
      // Its rooms are still counted even if the hold's time just passed: nothing was released yet.
      return confirm();
    case 'expired': {
      // The hold ended and its rooms went back; take them again if nobody else has.
      const needs = (await roomNeedsOf([bookingId], tx)).get(bookingId) ?? [];
      try {
        await tx.transaction(async (savepoint) => {
          if (!(await reserveRooms(needs, booking.checkInDate, booking.checkOutDate, savepoint))) throw new RoomsGone();
        });
      } catch (err) {
        if (!(err instanceof RoomsGone)) throw err;
        await flag(bookingId, 'paid_after_hold_expired_rooms_gone', txRef, tx, now);
        return 'flagged' as const;
      }
      log.info('late payment took its rooms again', { bookingId, txRef });
      return confirm();
    }
    case 'confirmed': {
      const [other] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'successful'), ne(payments.id, paymentId)))
        .limit(1);
      if (other) {
        await flag(bookingId, 'paid_twice', txRef, tx, now);
        return 'flagged' as const;
      }
      // Chosen to pay at the property, then paid by card in a checkout still open: it is paid now.
      await tx.update(bookings).set({ paymentMethod: 'Card', updatedAt: now }).where(eq(bookings.id, bookingId));
      return 'paid' as const;
    }
    default:
      await flag(bookingId, `paid_while_${booking.status}`, txRef, tx, now);
      return 'flagged' as const;
  }
}

function rawOf(verified: VerifiedTransaction) {
  return verified.raw === undefined ? null : verified.raw;
}

/**
 * Settles a provider transaction after verifying it BY ID with the provider: nothing the webhook or the browser
 * sent is trusted. A booking is paid only by a successful transaction with its tx_ref, its amount in whole naira
 * and NGN; a balance only by one of exactly the amount its checkout asked, which it takes off the stored balance. Replays, concurrent webhooks and returns count a transaction once (a conditional update of its payments
 * row); a payment that arrives after the hold ended is recorded and either takes the rooms again or is flagged.
 */
export async function settleTransaction(
  input: { transactionId: string; now?: Date },
  provider: PaymentProvider,
  db?: Database,
): Promise<SettleResult> {
  const d = db ?? (await getDb());
  const { now = new Date() } = input;
  const verified = await provider.verify(input.transactionId);
  if (!verified) return { outcome: 'unknown' };
  const [payment] = await d.select().from(payments).where(eq(payments.txRef, verified.txRef)).limit(1);
  if (!payment || payment.provider !== provider.name) {
    log.warn('verified transaction matches no payment', { transactionId: verified.id, txRef: verified.txRef });
    return { outcome: 'unknown' };
  }
  const [booking] = await d
    .select({ amount: bookings.amountToBePaid })
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId))
    .limit(1);
  const bookingId = payment.bookingId;
  const successful = verified.status === 'successful';
  // A balance's checkout asked for exactly the stored balance of its day; a later change may have moved the balance
  // since, which its settlement takes into account rather than losing the money.
  const matches =
    successful &&
    verified.currency === 'NGN' &&
    verified.amount === payment.amount &&
    (payment.purpose === 'balance' || payment.amount === booking?.amount);

  if (!matches) {
    if (successful) {
      // Money moved, but not the booking's amount or currency: never a paid booking, always an operator's case. A
      // checkout paid in full for what the booking cost when it began, after a change moved the price, is told apart.
      const paidAfterChange =
        payment.purpose === 'booking' && verified.currency === 'NGN' && verified.amount === payment.amount;
      await d.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', raw: rawOf(verified), verifiedAt: now })
          .where(and(eq(payments.id, payment.id), ne(payments.status, 'successful')));
        const reason = paidAfterChange ? 'paid_after_change' : 'payment_amount_or_currency_mismatch';
        await flag(bookingId, reason, verified.txRef, tx, now);
      });
      return { outcome: 'flagged', bookingId };
    }
    if (verified.status === 'failed' || verified.status === 'cancelled') {
      await d
        .update(payments)
        .set({ status: verified.status, raw: rawOf(verified), verifiedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'initiated')));
    }
    return { outcome: 'notPaid', bookingId };
  }

  let outcome: SettleOutcome;
  try {
    outcome = await withRetry(() =>
      d.transaction(async (tx) => {
        const [counted] = await tx
          .update(payments)
          .set({ status: 'successful', providerTransactionId: verified.id, raw: rawOf(verified), verifiedAt: now })
          .where(and(eq(payments.id, payment.id), ne(payments.status, 'successful')))
          .returning({ id: payments.id });
        if (!counted) return 'alreadyCounted' as const;
        return applyPayment(bookingId, payment, verified.txRef, tx, now);
      }),
    );
  } catch (err) {
    // The unique index: this provider transaction already paid another attempt; it never pays twice.
    if (pgErrorCode(err) !== '23505') throw err;
    log.warn('provider transaction already counted for another payment', { transactionId: verified.id });
    return { outcome: 'alreadyCounted', bookingId };
  }
  if (outcome === 'paid') deliverQueuedMessages(d);
  return { outcome, bookingId };
}
