import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { nightsBetween } from '@/lib/dates';
import { rowsOf } from './db-helpers';

/** Rooms of one category that a booking takes on each of its nights. */
export interface RoomNeed {
  roomCategoryId: string;
  numberOfRooms: number;
}

// One statement for every night of every category, in (category, night) order so that two bookings lock shared
// nights in the same order. A night is counted only when it stays within the rooms on sale (the night's own number,
// never above the category's rooms) and is not closed: a new row when its share fits the category, an existing one
// when the sum fits. Fewer rows back than nights asked means something was full or closed. A rates batch
// (lib/ari) writes the same rows, so it takes turns with bookings on each night.
function reserveStatement(needs: readonly RoomNeed[], checkIn: string, checkOut: string) {
  const wanted = JSON.stringify(needs.map((n) => ({ id: n.roomCategoryId, rooms: n.numberOfRooms })));
  return sql`
    insert into room_nights (room_category_id, night, reserved)
    select c.id, d.night::date, w.rooms
    from jsonb_to_recordset(${wanted}::jsonb) as w(id uuid, rooms int)
    join room_categories c on c.id = w.id
    cross join generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as d(night)
    where w.rooms <= c.total_rooms
    order by c.id, d.night
    on conflict (room_category_id, night) do update
      set reserved = room_nights.reserved + excluded.reserved
      where not room_nights.closed
        and room_nights.reserved + excluded.reserved <= least(
          coalesce(room_nights.rooms_on_sale, 2147483647),
          (select total_rooms from room_categories where id = room_nights.room_category_id))
    returning room_category_id`;
}

/**
 * Reserves every night of the stay for every category, inside the caller's transaction. Returns false when any
 * night lacks rooms; the caller must then roll back, since the nights that did fit were counted.
 */
export async function reserveRooms(
  needs: readonly RoomNeed[],
  checkIn: string,
  checkOut: string,
  tx: Database,
): Promise<boolean> {
  const nights = nightsBetween(checkIn, checkOut);
  if (needs.length === 0 || nights < 1) return false;
  const counted = rowsOf<{ room_category_id: string }>(await tx.execute(reserveStatement(needs, checkIn, checkOut)));
  return counted.length === needs.length * nights;
}

/** Gives back the nights a booking held (expiry, cancellation), inside the caller's transaction. */
export async function releaseRooms(
  needs: readonly RoomNeed[],
  checkIn: string,
  checkOut: string,
  tx: Database,
): Promise<void> {
  if (needs.length === 0) return;
  const held = JSON.stringify(needs.map((n) => ({ id: n.roomCategoryId, rooms: n.numberOfRooms })));
  await tx.execute(sql`
    update room_nights rn set reserved = rn.reserved - w.rooms
    from jsonb_to_recordset(${held}::jsonb) as w(id uuid, rooms int)
    where rn.room_category_id = w.id and rn.night >= ${checkIn}::date and rn.night < ${checkOut}::date`);
}
