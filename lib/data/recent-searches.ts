import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/lib/db';
import { forgetSearchPages } from '@/lib/http/search-page-cache.mjs';
import type { PropertySearch } from '@/lib/validation/search';
import { searchProperties, type SearchResult } from './search';

/** How long a results page may show a search's answer before asking the database again. */
export const RECENT_SEARCH_MS = 30_000;

type RecentSearches = LRUCache<string, SearchResult, { search: PropertySearch; db?: Database }>;

/**
 * Answers of recent searches, kept a short while by each server. Travellers repeat the same searches (a city, next
 * weekend, two adults), and each one counts every reserved night of its dates; a page keeps the answer for
 * RECENT_SEARCH_MS, and the same search asked at the same moment waits for the one query already under way. Booking
 * and payment never read it: they count the rooms again in their own transaction. One per process, on globalThis:
 * pages and route handlers are bundled apart and each would otherwise get its own, so that a booking made through the
 * API would not reach the answers the results pages keep.
 */
const shared = globalThis as unknown as { __staynaijaRecentSearches?: RecentSearches };
const recent: RecentSearches = (shared.__staynaijaRecentSearches ??= new LRUCache({
  max: 500,
  ttl: RECENT_SEARCH_MS,
  fetchMethod: (_key, _stale, { context }) => searchProperties(context.search, context.db),
}));

/** The answer to a search, from the last RECENT_SEARCH_MS when this server has it. */
export async function recentSearch(search: PropertySearch, db?: Database): Promise<SearchResult> {
  const result = await recent.fetch(JSON.stringify(search), { context: { search, db } });
  return result ?? searchProperties(search, db);
}

/**
 * Forgets every kept answer, and the results pages server.mjs kept from them: rooms were taken or given back, or the
 * catalogue changed, on this server.
 */
export function forgetRecentSearches(): void {
  recent.clear();
  forgetSearchPages();
}
