import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import { PROPERTY_PAYMENT_PROVIDER } from '@/lib/booking/property-payment';
import { cancellationCharge } from '@/lib/booking/quote';
import { lagosInstant, nightsBetween, todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { RefundProvider } from '@/lib/services/payments/types';
import { cancelBookingAtDesk, type CancellationResult } from './booking-cancellation';
import { deliverQueuedMessages, queueBookingConfirmation } from './booking-confirmation';
import { queueBookingNoShow, queueBookingPaid } from './booking-notices';
import type { BookingRow } from './booking-access';
import { isUuid, withRetry } from './db-helpers';
import { recordDeskAction, type DeskStaff } from './desk';
import { roomNeedsOf } from './holds';
import { releaseRooms } from './inventory';

/** A booking's state as the desk record keeps it before and after an action. */
interface BookingSnapshot {
  status: BookingRow['status'];
  amountPaid: number;
  amountToBePaid: number;
  cancellationFee: number | null;
}

async function paidSoFar(bookingId: string, tx: Database): Promise<number> {
  const [row] = await tx
    .select({ amount: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'successful')));
  return row?.amount ?? 0;
}

async function snapshot(booking: BookingRow, tx: Database): Promise<BookingSnapshot> {
  return {
    status: booking.status,
    amountPaid: await paidSoFar(booking.id, tx),
    amountToBePaid: booking.amountToBePaid,
    cancellationFee: booking.cancellationFee,
  };
}

/** The booking, locked for the rest of the transaction; a 404 for an unknown id. */
async function lockBooking(bookingId: string, tx: Database): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw new AppError('bookingNotFound', 404);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new AppError('bookingNotFound', 404);
  return booking;
}

/** Runs an action's transaction (retried on a serialisation conflict), then sends what it queued. */
async function inTransaction<T>(d: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  const result = await withRetry(() => d.transaction(run));
  deliverQueuedMessages(d);
  return result;
}

/**
 * Records the payment of a pay-at-property booking taken at the property: a successful payments row of what was still
 * due (provider 'property'), so My Bookings and the confirmation show it paid; the guest's notice is queued and the
 * desk record kept in the same transaction. Only for a confirmed (or completed) Cash booking not yet paid.
 */
export async function markPaidAtProperty(
  args: { bookingId: string; staff: DeskStaff; reason: string; now?: Date },
  db?: Database,
): Promise<{ amount: number }> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  return inTransaction(d, async (tx) => {
    const booking = await lockBooking(args.bookingId, tx);
    if (booking.paymentMethod !== 'Cash') throw new AppError('deskNotPayAtProperty', 409);
    if (booking.status !== 'confirmed' && booking.status !== 'completed') throw new AppError('bookingClosed', 409);
    const before = await snapshot(booking, tx);
    const due = booking.amountToBePaid - before.amountPaid;
    if (due <= 0) throw new AppError('deskAlreadyPaid', 409);
    await tx.insert(payments).values({
      bookingId: booking.id,
      provider: PROPERTY_PAYMENT_PROVIDER,
      txRef: `property-${randomUUID()}`,
      amount: due,
      currency: booking.currency,
      status: 'successful',
      raw: { recordedBy: args.staff.email },
      createdAt: now,
      verifiedAt: now,
    });
    await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, booking.id));
    await queueBookingPaid(booking.id, due, tx);
    await recordDeskAction(
      {
        staff: args.staff,
        action: 'markPaid',
        bookingId: booking.id,
        before,
        after: { ...before, amountPaid: before.amountPaid + due },
        reason: args.reason,
      },
      tx,
    );
    return { amount: due };
  });
}

/** What a no-show owes at `now`: the cancellation rule's charge (the full price once the free window has closed). */
export async function noShowCharge(booking: BookingRow, now: Date, tx: Database): Promise<number> {
  const rooms = await tx
    .select({
      nonRefundable: bookingRooms.nonRefundable,
      discountedPricePerNight: bookingRooms.discountedPricePerNight,
      numberOfRooms: bookingRooms.numberOfRooms,
      nightlyPrices: bookingRooms.nightlyPrices,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id));
  return cancellationCharge(
    {
      checkInDate: booking.checkInDate,
      nights: nightsBetween(booking.checkInDate, booking.checkOutDate),
      amountToBePaid: booking.amountToBePaid,
      rooms,
    },
    now,
  ).charge;
}

/** True when a no-show may be recorded at `now`: a confirmed booking whose check-in day (Lagos) has come. */
export function noShowAllowed(booking: Pick<BookingRow, 'status' | 'checkInDate'>, now: Date): boolean {
  return booking.status === 'confirmed' && todayInLagos(now) >= booking.checkInDate;
}

/**
 * Records that the guest did not come: from the check-in day on, a confirmed booking becomes no_show, its nights go
 * back to the inventory, the charge of the cancellation rule is kept as what it left due, the guest is told, and the
 * desk record kept, all in one transaction. `expectedFee` is the charge staff were shown.
 */
export async function recordNoShow(
  args: { bookingId: string; staff: DeskStaff; reason: string; expectedFee?: number; now?: Date },
  db?: Database,
): Promise<{ fee: number }> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  return inTransaction(d, async (tx) => {
    const booking = await lockBooking(args.bookingId, tx);
    if (booking.status !== 'confirmed') throw new AppError('bookingClosed', 409);
    if (!noShowAllowed(booking, now)) {
      throw new AppError('deskNoShowTooEarly', 409);
    }
    const fee = await noShowCharge(booking, now, tx);
    if (args.expectedFee !== undefined && args.expectedFee !== fee) throw new AppError('cancellationFeeChanged', 409);
    const before = await snapshot(booking, tx);
    const held = (await roomNeedsOf([booking.id], tx)).get(booking.id) ?? [];
    await releaseRooms(held, booking.checkInDate, booking.checkOutDate, tx);
    await tx
      .update(bookings)
      .set({ status: 'no_show', cancellationFee: fee, holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await queueBookingNoShow(booking.id, fee, tx);
    await recordDeskAction(
      {
        staff: args.staff,
        action: 'noShow',
        bookingId: booking.id,
        before,
        after: { ...before, status: 'no_show', cancellationFee: fee },
        reason: args.reason,
      },
      tx,
    );
    return { fee };
  });
}

/**
 * Cancels a booking at the desk: by the cancellation rule, or with its charge waived (action waiveCharge), when what
 * was paid by card is refunded as for a free cancellation. The guest's notice and the desk record are kept in the
 * cancelling transaction.
 */
export async function cancelAtDesk(
  args: { bookingId: string; staff: DeskStaff; reason: string; waive: boolean; expectedFee?: number; now?: Date },
  refundsVia: RefundProvider,
  db?: Database,
): Promise<CancellationResult> {
  if (!isUuid(args.bookingId)) throw new AppError('bookingNotFound', 404);
  const d = db ?? (await getDb());
  return cancelBookingAtDesk(
    {
      bookingId: args.bookingId,
      waive: args.waive,
      expectedFee: args.expectedFee,
      now: args.now,
      alongside: async (tx, booking, outcome) => {
        const before = await snapshot(booking, tx);
        await recordDeskAction(
          {
            staff: args.staff,
            action: args.waive ? 'waiveCharge' : 'cancel',
            bookingId: booking.id,
            before,
            after: { ...before, status: 'cancelled', cancellationFee: outcome.fee, refundAmount: outcome.refundAmount },
            reason: args.reason,
          },
          tx,
        );
      },
    },
    refundsVia,
    d,
  );
}

/**
 * Queues the booking's confirmation again (the same message as when it was confirmed, with a new link; the old link
 * stops opening it) and keeps the desk record. Only for a confirmed or completed booking.
 */
export async function resendConfirmation(args: { bookingId: string; staff: DeskStaff }, db?: Database): Promise<void> {
  const d = db ?? (await getDb());
  await inTransaction(d, async (tx) => {
    const booking = await lockBooking(args.bookingId, tx);
    if (booking.status !== 'confirmed' && booking.status !== 'completed') throw new AppError('bookingClosed', 409);
    const state = await snapshot(booking, tx);
    await queueBookingConfirmation(booking.id, tx);
    await recordDeskAction(
      { staff: args.staff, action: 'resendConfirmation', bookingId: booking.id, before: state, after: state },
      tx,
    );
  });
}

/** What the desk's action dialogs show for a booking now: which actions apply and the charges they would make. */
export async function deskActionOptions(booking: BookingRow, now: Date, db: Database) {
  const amountPaid = await paidSoFar(booking.id, db);
  const active = booking.status === 'confirmed' || booking.status === 'pending_payment';
  const cancellable = active && now < lagosInstant(booking.checkOutDate, '00:00');
  return {
    markPaid:
      booking.paymentMethod === 'Cash' &&
      (booking.status === 'confirmed' || booking.status === 'completed') &&
      amountPaid < booking.amountToBePaid,
    amountDue: Math.max(0, booking.amountToBePaid - amountPaid),
    noShow: noShowAllowed(booking, now),
    noShowFee: booking.status === 'confirmed' ? await noShowCharge(booking, now, db) : 0,
    cancel: cancellable,
    resendConfirmation: booking.status === 'confirmed' || booking.status === 'completed',
    resolveFlag: booking.needsAttention,
  };
}

export type DeskActionOptions = Awaited<ReturnType<typeof deskActionOptions>>;


/**
 * Closes a flag after staff looked into it (a payment mismatch, a checkout paid after a change, a failed refund): the
 * booking no longer needs attention, and the desk record keeps the reason it had and what staff found. Balances and
 * refunds a change left stay until they are settled.
 */
export async function resolveFlag(
  args: { bookingId: string; staff: DeskStaff; reason: string; now?: Date },
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  await inTransaction(d, async (tx) => {
    const booking = await lockBooking(args.bookingId, tx);
    if (!booking.needsAttention) throw new AppError('deskNotFlagged', 409);
    await tx
      .update(bookings)
      .set({ needsAttention: false, attentionReason: null, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await recordDeskAction(
      {
        staff: args.staff,
        action: 'resolveFlag',
        bookingId: booking.id,
        before: { needsAttention: true, attentionReason: booking.attentionReason },
        after: { needsAttention: false, attentionReason: null },
        reason: args.reason,
      },
      tx,
    );
  });
}
