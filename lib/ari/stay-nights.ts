import 'server-only';
import { and, gte, inArray, lt } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import type { Database } from '@/lib/db';
import { roomNights } from '@/lib/db/schema';
import { resolveNight, type ResolvedNight } from './apply';
import { nightlyRates, rateOn } from './rates';

/** A room type's own rates and rooms, what its nights fall back to. */
export interface RoomDefaults {
  id: string;
  totalRooms: number;
  standardPrice: number;
  promoPrice: number | null;
}

/** Every night of a stay (check-in to the night before check-out) of each room type, values resolved. */
export async function stayNights(
  rooms: readonly RoomDefaults[],
  checkIn: string,
  checkOut: string,
  db: Database,
): Promise<Map<string, ResolvedNight[]>> {
  const ids = rooms.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select()
        .from(roomNights)
        .where(
          and(inArray(roomNights.roomCategoryId, ids), gte(roomNights.night, checkIn), lt(roomNights.night, checkOut)),
        )
    : [];
  const byKey = new Map(rows.map((r) => [`${r.roomCategoryId}/${r.night}`, r]));
  const rates = await nightlyRates(ids, checkIn, addDays(checkOut, -1), db);
  const out = new Map<string, ResolvedNight[]>();
  for (const room of rooms) {
    const nights: ResolvedNight[] = [];
    for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
      nights.push(resolveNight(room, night, byKey.get(`${room.id}/${night}`), rateOn(rates.get(room.id), night)));
    }
    out.set(room.id, nights);
  }
  return out;
}
