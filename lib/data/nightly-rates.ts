import 'server-only';
import { stayRuleProblem } from '@/lib/ari/rules';
import { stayNights, type RoomDefaults } from '@/lib/ari/stay-nights';
import type { NightRate } from '@/lib/booking/quote';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';

/**
 * The asked rooms with each night's own rates, for quoteStay. A stay that breaks a room's rules (arrivals closed, a
 * minimum stay from the check-in night, a closed night) is a 409 naming the room's line; a night with too few rooms
 * is left to the reservation, which refuses it as sold out.
 */
export async function withNightlyRates<T extends RoomDefaults & { numberOfRooms: number }>(
  rooms: readonly T[],
  stay: { checkIn: string; checkOut: string },
  d: Database,
): Promise<(T & { nights: NightRate[] })[]> {
  const byRoom = await stayNights(rooms, stay.checkIn, stay.checkOut, d);
  return rooms.map((room, i) => {
    const nights = byRoom.get(room.id) ?? [];
    const problem = stayRuleProblem(nights, room.numberOfRooms);
    if (problem && problem.key !== 'soldOut') {
      const values = 'values' in problem ? problem.values : undefined;
      throw new AppError(problem.key, 409, {
        values,
        fieldErrors: { [`rooms.${i}.room`]: [{ key: problem.key, values }] },
      });
    }
    return { ...room, nights: nights.map(({ night, price, promoPrice }) => ({ night, price, promoPrice })) };
  });
}
