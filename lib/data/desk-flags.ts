import 'server-only';
import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookings, properties } from '@/lib/db/schema';
import { deskRowColumns, type DeskBookingRow } from './desk';

/** The most bookings one group of the flagged list shows, newest change first. */
export const FLAGGED_LIMIT = 200;

/** Why a booking is flagged: a payment that did not match, a change left money to settle, a checkout paid after it. */
export const FLAG_GROUPS = ['payment', 'balance', 'paidAfterChange'] as const;
export type FlagGroup = (typeof FLAG_GROUPS)[number];

/** The reason payment settlement stores when a checkout begun before a change of the booking was paid after it. */
export const PAID_AFTER_CHANGE = 'paid_after_change';

export interface FlaggedBooking extends DeskBookingRow {
  attentionReason: string | null;
  balanceDue: number;
  refundOwed: number;
  updatedAt: Date;
}

// Each group is served by a partial index (bookings_attention_idx, bookings_unsettled_idx), newest change first.
const GROUP_CONDITION: Record<FlagGroup, SQL> = {
  payment: and(
    eq(bookings.needsAttention, true),
    sql`${bookings.attentionReason} is distinct from ${PAID_AFTER_CHANGE}`,
  ) as SQL,
  balance: or(gt(bookings.balanceDue, 0), gt(bookings.refundOwed, 0)) as SQL,
  paidAfterChange: and(eq(bookings.needsAttention, true), eq(bookings.attentionReason, PAID_AFTER_CHANGE)) as SQL,
};

/** The bookings the desk must look into, by group, each newest change first (at most FLAGGED_LIMIT a group). */
export async function listFlaggedBookings(db?: Database): Promise<Record<FlagGroup, FlaggedBooking[]>> {
  const d = db ?? (await getDb());
  const group = (g: FlagGroup) =>
    d
      .select({
        ...deskRowColumns,
        attentionReason: bookings.attentionReason,
        balanceDue: bookings.balanceDue,
        refundOwed: bookings.refundOwed,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(GROUP_CONDITION[g])
      .orderBy(desc(bookings.updatedAt), desc(bookings.id))
      .limit(FLAGGED_LIMIT);
  const [payment, balance, paidAfterChange] = await Promise.all(FLAG_GROUPS.map(group));
  return { payment: payment ?? [], balance: balance ?? [], paidAfterChange: paidAfterChange ?? [] };
}

export type AttentionReasonKey =
  | 'paidAfterChange'
  | 'amountMismatch'
  | 'roomsGone'
  | 'paidTwice'
  | 'paidWhileClosed'
  | 'balancePaidWhileClosed'
  | 'balanceOverpaid'
  | 'refundFailed';

/** The reasons settlement and refunds store (lib/data/payment-settlement.ts, booking-cancellation.ts), as text keys. */
const REASON_KEYS: [RegExp, AttentionReasonKey][] = [
  [/^paid_after_change$/, 'paidAfterChange'],
  [/^payment_amount_or_currency_mismatch$/, 'amountMismatch'],
  [/^paid_after_hold_expired_rooms_gone$/, 'roomsGone'],
  [/^paid_twice$/, 'paidTwice'],
  [/^paid_while_/, 'paidWhileClosed'],
  [/^balance_paid_while_/, 'balancePaidWhileClosed'],
  [/^balance_overpaid$/, 'balanceOverpaid'],
  [/^refund failed$/, 'refundFailed'],
];

/** The text key (desk.reasons.*) of a stored attention reason, or null for one the desk has no text for. */
export function attentionReasonKey(reason: string | null): AttentionReasonKey | null {
  if (!reason) return null;
  return REASON_KEYS.find(([pattern]) => pattern.test(reason))?.[1] ?? null;
}
