import 'server-only';
import { and, eq, ne, sum } from 'drizzle-orm';
import { settlementOf, type Settlement } from '@/lib/booking/change-settlement';
import type { Database } from '@/lib/db';
import { bookings, payments, refunds } from '@/lib/db/schema';

/** What was paid by card for the booking and not refunded (a failed refund still owes), whole naira. */
export async function netPaid(bookingId: string, d: Database): Promise<number> {
  const [paid] = await d
    .select({ amount: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'successful')));
  const [refunded] = await d
    .select({ amount: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')));
  return (paid?.amount ?? 0) - (refunded?.amount ?? 0);
}

/**
 * Stores where the booking stands after a change or a payment, from its price, what changes kept and what was paid:
 * its balance due or refund owed, which flag it for the desk until they are 0. Call it inside the transaction that
 * holds the booking's row lock.
 */
export async function storeSettlement(
  booking: { id: string; amountToBePaid: number; changeCharge: number },
  tx: Database,
  now: Date,
): Promise<Settlement> {
  const settlement = settlementOf({ ...booking, netPaid: await netPaid(booking.id, tx) });
  await tx
    .update(bookings)
    .set({ ...settlement, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  return settlement;
}
