import 'server-only';
import { sql } from 'drizzle-orm';
import { phoneKey, shareBreach, type HeldStay } from '@/lib/booking/fair-share';
import { addDays, nightsBetween } from '@/lib/dates';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { rowsOf } from './db-helpers';
import type { RoomNeed } from './inventory';

/** What ties bookings to one booker: any one of these in common makes them the same booker's. */
export interface Booker {
  userId: string | null;
  browserTokenHash: string | null;
  email: string;
  phone: string;
}

/**
 * Refuses (409 roomShareExceeded) a stay that would let one booker hold more than their share of a room type on any
 * night, counting their live holds and confirmed bookings at the property. Called inside the caller's transaction after
 * its rooms are reserved (so a full night is still told as such) and before its booking row is written. Two requests
 * for the same room type and night take turns on that night's inventory row, so the later one counts the earlier
 * booking and together they cannot pass the share either. `excludeBookingId` leaves out the booking being changed.
 */
export async function assertWithinBookerShare(
  input: {
    propertyId: string;
    booker: Booker;
    needs: readonly RoomNeed[];
    checkIn: string;
    checkOut: string;
    excludeBookingId?: string;
    now: Date;
  },
  tx: Database,
): Promise<void> {
  const { booker, needs, checkIn, checkOut, now } = input;
  const ids = JSON.stringify(needs.map((n) => n.roomCategoryId));
  const phone = phoneKey(booker.phone);
  const held = rowsOf<HeldStay>(
    await tx.execute(sql`
      select br.room_category_id as "roomCategoryId", b.check_in_date::text as "checkIn",
             b.check_out_date::text as "checkOut", br.number_of_rooms as "numberOfRooms"
      from bookings b
      join booking_rooms br on br.booking_id = b.id
      where b.property_id = ${input.propertyId}
        and b.check_in_date < ${checkOut}::date and b.check_out_date > ${checkIn}::date
        and br.room_category_id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)
        and (b.status = 'confirmed'
             or (b.status = 'pending_payment' and b.hold_expires_at > ${now.toISOString()}::timestamptz))
        and b.id is distinct from ${input.excludeBookingId ?? null}::uuid
        and (lower(b.guest_email) = ${booker.email.trim().toLowerCase()}
             or (${phone} <> '' and right(regexp_replace(b.guest_phone, '\\D', '', 'g'), 10) = ${phone})
             or b.user_id = ${booker.userId}::uuid
             or b.browser_token_hash = ${booker.browserTokenHash})`),
  );
  const totals = rowsOf<{ id: string; total_rooms: number }>(
    await tx.execute(sql`
      select id, total_rooms from room_categories
      where id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)`),
  );
  const totalOf = new Map(totals.map((t) => [t.id, Number(t.total_rooms)]));
  const nights = Array.from({ length: nightsBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
  const breach = shareBreach(
    needs.map((n) => ({ ...n, totalRooms: totalOf.get(n.roomCategoryId) ?? 0 })),
    nights,
    held,
  );
  if (breach) throw new AppError('roomShareExceeded', 409, { values: { rooms: breach.cap } });
}
