import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { withRetry } from './db-helpers';
import { releaseRooms } from './inventory';

/** Rooms each booking holds, by booking id. */
export async function roomNeedsOf(bookingIds: string[], tx: Database) {
  const rows = await tx
    .select({
      bookingId: bookingRooms.bookingId,
      roomCategoryId: bookingRooms.roomCategoryId,
      numberOfRooms: bookingRooms.numberOfRooms,
    })
    .from(bookingRooms)
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.roomCategoryId));
  const needs = new Map<string, { roomCategoryId: string; numberOfRooms: number }[]>();
  for (const r of rows) {
    const list = needs.get(r.bookingId) ?? [];
    list.push({ roomCategoryId: r.roomCategoryId, numberOfRooms: r.numberOfRooms });
    needs.set(r.bookingId, list);
  }
  return needs;
}

/**
 * Expires unpaid Pay now holds whose time has passed and gives their rooms back, all in one transaction. Rows another
 * server is sweeping (or a payment is confirming) are skipped, and a booking only leaves pending_payment once, so no
 * night is ever released twice. `bookingId` limits the sweep to one booking. Returns how many expired.
 */
export async function expireHolds(
  { now = new Date(), limit = 100, bookingId }: { now?: Date; limit?: number; bookingId?: string } = {},
  db?: Database,
): Promise<number> {
  const d = db ?? (await getDb());
  return withRetry(() =>
    d.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookings.id, checkIn: bookings.checkInDate, checkOut: bookings.checkOutDate })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'pending_payment'),
            lte(bookings.holdExpiresAt, now),
            bookingId ? eq(bookings.id, bookingId) : undefined,
          ),
        )
        .orderBy(asc(bookings.holdExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((b) => b.id);
      await tx
        .update(bookings)
        .set({ status: 'expired', updatedAt: now })
        .where(and(inArray(bookings.id, ids), eq(bookings.status, 'pending_payment')));
      const needs = await roomNeedsOf(ids, tx);
      for (const b of due) await releaseRooms(needs.get(b.id) ?? [], b.checkIn, b.checkOut, tx);
      log.info('booking holds expired', { count: due.length });
      return due.length;
    }),
  );
}
