import { route, parseQuery } from '@/lib/api/handler';
import { getAvailability } from '@/lib/data/availability';
import { requireProperty } from '@/lib/data/require-property';
import { env } from '@/lib/env';
import { availabilityQuery } from '@/lib/validation/stay-schema';

/** Live availability; the answer's `response` field holds the rooms. Prices and availability are never cached. */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const query = parseQuery(request, availabilityQuery(env.BOOKING_HORIZON_DAYS));
  const property = await requireProperty(id);
  const response = await getAvailability(property._id, {
    checkIn: query.checkInDate,
    checkOut: query.checkOutDate,
    rooms: query.rooms,
  });
  return Response.json({ response }, { headers: { 'Cache-Control': 'no-store' } });
});
