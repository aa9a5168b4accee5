import { parseQuery, route } from '@/lib/api/handler';
import { searchProperties } from '@/lib/data/search';
import { env } from '@/lib/env';
import { searchQuery, toPropertySearch } from '@/lib/validation/search';

/** Properties matching a search, with live availability; GET /api/search?location&checkIn&checkOut&adults&children&room… */
export const GET = route(async (request) => {
  const result = await searchProperties(toPropertySearch(parseQuery(request, searchQuery(env.BOOKING_HORIZON_DAYS))));
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
});
