import { parseQuery, route } from '@/lib/api/handler';
import { suggestDestinations } from '@/lib/data/destination-suggestions';
import { suggestQuery } from '@/lib/validation/search';

/**
 * Cities, areas, states and properties for what a traveller has typed: GET /api/destinations/suggest?q=lek.
 * Catalogue data, the same for everyone: shared caches may keep it for a minute.
 */
export const GET = route(async (request) => {
  const { q } = parseQuery(request, suggestQuery);
  const suggestions = await suggestDestinations(q);
  return Response.json(
    { suggestions },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600' } },
  );
});
