import 'server-only';
import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import { nightsDiffer } from '@/lib/booking/nightly-lines';
import { getDb, type Database } from '@/lib/db';
import { bookingGuests, bookingRooms, bookings, payments, roomCategories, type BookedNight } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/** A booking as a channel manager pulls it: no contact details beyond the guests' names. */
export interface PartnerBooking {
  reference: string;
  status: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: {
    roomType: string | null;
    name: string;
    rooms: number;
    pricePerNight: number;
    discountedPricePerNight: number;
    nonRefundable: boolean;
    nights: BookedNight[] | null;
  }[];
  guest: { firstName: string; lastName: string };
  guests: string[];
  paymentMethod: string | null;
  currency: string;
  amount: number;
  paid: number;
  createdAt: string;
  updatedAt: string;
}

export interface BookingsPage {
  bookings: PartnerBooking[];
  /** Pass as `cursor` for the next page; null when this page is the last one for now. */
  nextCursor: string | null;
}

// The last change's time as PostgreSQL keeps it (microseconds), so a cursor neither repeats nor skips a booking.
const changedAt = sql<string>`to_char(${bookings.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function readCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('invalidRequest', 400, {
      fieldErrors: { cursor: [{ key: 'fieldInvalid', values: { field: 'cursor' } }] },
    });
  }
  return { at, id };
}

/**
 * A property's bookings created or changed at `since` or later, oldest change first, `limit` at a time; `cursor`
 * (from the previous page) continues after the last booking it returned.
 */
export async function partnerBookingsSince(
  propertyId: string,
  { since, limit, cursor }: { since: string; limit: number; cursor?: string },
  db?: Database,
): Promise<BookingsPage> {
  const d = db ?? (await getDb());
  const after = cursor ? readCursor(cursor) : null;
  const rows = await d
    .select({ booking: bookings, changedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        sql`${bookings.updatedAt} >= ${since}::timestamptz`,
        after
          ? sql`(${bookings.updatedAt}, ${bookings.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(bookings.updatedAt), asc(bookings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.booking.id);
  const [lines, guests, paid] = ids.length
    ? await Promise.all([
        d
          .select({ line: bookingRooms, roomType: roomCategories.externalId })
          .from(bookingRooms)
          .innerJoin(roomCategories, eq(roomCategories.id, bookingRooms.roomCategoryId))
          .where(inArray(bookingRooms.bookingId, ids))
          .orderBy(asc(bookingRooms.roomName)),
        d
          .select()
          .from(bookingGuests)
          .where(inArray(bookingGuests.bookingId, ids))
          .orderBy(asc(bookingGuests.fullName)),
        d
          .select({ bookingId: payments.bookingId, amount: sum(payments.amount).mapWith(Number) })
          .from(payments)
          .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'successful')))
          .groupBy(payments.bookingId),
      ])
    : [[], [], []];
  const paidBy = new Map(paid.map((p) => [p.bookingId, p.amount]));
  const last = page.at(-1);
  return {
    bookings: page.map(({ booking: b }) => ({
      reference: b.reference,
      status: b.status,
      checkIn: b.checkInDate,
      checkOut: b.checkOutDate,
      adults: b.adults,
      children: b.children,
      rooms: lines
        .filter((l) => l.line.bookingId === b.id)
        .map(({ line, roomType }) => ({
          roomType,
          name: line.roomName,
          rooms: line.numberOfRooms,
          pricePerNight: line.pricePerNight,
          discountedPricePerNight: line.discountedPricePerNight,
          nonRefundable: line.nonRefundable,
          nights: nightsDiffer(line.nightlyPrices) ? line.nightlyPrices : null,
        })),
      guest: { firstName: b.guestFirstName, lastName: b.guestLastName },
      guests: guests.filter((g) => g.bookingId === b.id).map((g) => g.fullName),
      paymentMethod: b.paymentMethod,
      currency: b.currency,
      amount: b.amountToBePaid,
      paid: paidBy.get(b.id) ?? 0,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    })),
    nextCursor:
      rows.length > limit && last ? Buffer.from(`${last.changedAt}|${last.booking.id}`).toString('base64url') : null,
  };
}
