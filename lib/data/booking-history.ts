import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { bookingChanges, bookingRooms, users } from '@/lib/db/schema';
import type { BookingRow } from './booking-access';

/** What a booking's history keeps of it before and after a guest's change. */
export interface BookingState {
  status: BookingRow['status'];
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  rooms: { name: string; count: number }[];
  amountToBePaid: number;
  guest: string;
  email: string;
  phone: string;
  cancellationFee: number | null;
}

export type BookingChangeKind = 'changed' | 'cancelled';

/** The booking's state as its history keeps it, read inside the caller's transaction (before or after a change). */
export async function bookingState(booking: BookingRow, tx: Database): Promise<BookingState> {
  const rooms = await tx
    .select({ name: bookingRooms.roomName, count: bookingRooms.numberOfRooms })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(asc(bookingRooms.roomName));
  return {
    status: booking.status,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    adults: booking.adults,
    children: booking.children,
    rooms,
    amountToBePaid: booking.amountToBePaid,
    guest: `${booking.guestFirstName} ${booking.guestLastName}`,
    email: booking.guestEmail,
    phone: booking.guestPhone,
    cancellationFee: booking.cancellationFee,
  };
}

/**
 * Keeps one guest change of a booking in its history, inside the transaction that made it: the signed-in account that
 * made it (null for a guest holding the booking's cookie or a manage code), the state before and after, and when.
 */
export async function recordBookingChange(
  change: {
    bookingId: string;
    kind: BookingChangeKind;
    byUserId: string | null;
    before: BookingState;
    after: BookingState;
    now: Date;
  },
  tx: Database,
): Promise<void> {
  const [account] = change.byUserId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, change.byUserId)).limit(1)
    : [];
  await tx.insert(bookingChanges).values({
    bookingId: change.bookingId,
    kind: change.kind,
    byUserId: change.byUserId,
    byEmail: account?.email ?? null,
    before: change.before,
    after: change.after,
    createdAt: change.now,
  });
}

export interface BookingChangeEntry {
  id: string;
  kind: BookingChangeKind;
  byEmail: string | null;
  before: BookingState;
  after: BookingState;
  createdAt: Date;
}

/** A booking's guest changes, oldest first. */
export async function listBookingChanges(bookingId: string, db: Database): Promise<BookingChangeEntry[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.createdAt));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BookingChangeKind,
    byEmail: r.byEmail,
    before: r.before as BookingState,
    after: r.after as BookingState,
    createdAt: r.createdAt,
  }));
}
