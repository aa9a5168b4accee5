import { TOP_CITIES } from '@/lib/destinations';

// Results pages without dates (a top destination, a category, all properties) are the same for every visitor of a
// language, so the proxy sends them to a cached route. Only the known values are cached, so that arbitrary addresses
// cannot fill the cache; anything else (dates, filters, pages, sorting, other places) stays a live search.

/** The categories of /hotel/categories (lib/validation/search.ts's CATEGORIES, kept here without zod for the proxy). */
const CACHED_CATEGORIES: readonly string[] = ['hotels', 'apartments', 'resorts', 'tours'];
const CACHED_STATES: readonly string[] = TOP_CITIES.map((c) => c.state);

export type CachedList = 'destination' | 'category' | 'all';

/** The internal path of the cached results route for an unprefixed results address, or null for a live search. */
export function cachedListPath(pathname: string, query: URLSearchParams): string | null {
  const keys = [...query.keys()];
  const only = (key: string) => keys.length === 1 && keys[0] === key && query.getAll(key).length === 1;
  const route = (list: CachedList, value: string) => `/hotel/cached-list/${list}/${encodeURIComponent(value)}`;
  if (pathname === '/hotel/top-destination' && only('state')) {
    const state = query.get('state') ?? '';
    return CACHED_STATES.includes(state) ? route('destination', state) : null;
  }
  if (pathname === '/hotel/categories' && only('category')) {
    const category = query.get('category') ?? '';
    return CACHED_CATEGORIES.includes(category) ? route('category', category) : null;
  }
  if ((pathname === '/hotels' || pathname === '/hotel') && keys.length === 0) return route('all', '-');
  return null;
}

/** The results page's query for a cached list, or null when the route names no cached list. */
export function cachedListParams(list: string, value: string): Record<string, string> | null {
  if (list === 'destination' && CACHED_STATES.includes(value)) return { state: value };
  if (list === 'category' && CACHED_CATEGORIES.includes(value)) return { category: value };
  if (list === 'all' && value === '-') return {};
  return null;
}
