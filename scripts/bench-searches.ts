import { addDays, todayInLagos } from '../lib/dates';
import type { Database } from '../lib/db/client';
import { searchProperties } from '../lib/data/search';
import { env } from '../lib/env';
import { searchQuery, toPropertySearch, type PropertySearch } from '../lib/validation/search';

const CITIES = ['Lagos', 'Lekki', 'Ikeja', 'Abuja', 'Victoria Island', 'Ikoyi', 'Edo', 'Rivers', 'Ibadan', 'vi'];

/** Dated searches as guests make them: cities × check-in within 90 days × 1–4 nights × parties, two sorts. */
export function benchSearches(runs: number, today = todayInLagos()): PropertySearch[] {
  return Array.from({ length: runs }, (_, i) => {
    const checkIn = addDays(today, 1 + (i % 90));
    return toPropertySearch(
      searchQuery(env.BOOKING_HORIZON_DAYS).parse({
        location: CITIES[i % CITIES.length],
        checkIn,
        checkOut: addDays(checkIn, 1 + (i % 4)),
        adults: String(1 + (i % 4)),
        room: String(1 + (i % 2)),
        sort: i % 3 === 0 ? 'price_asc' : 'recommended',
      }),
    );
  });
}

/** Runs the searches one at a time after ten warm-up ones; their times in ms (sorted) and the mean number found. */
export async function timeSearches(searches: PropertySearch[], db: Database) {
  for (const s of searches.slice(0, 10)) await searchProperties(s, db);
  const times: number[] = [];
  let found = 0;
  for (const s of searches) {
    const started = performance.now();
    const result = await searchProperties(s, db);
    times.push(performance.now() - started);
    found += result.total;
  }
  times.sort((a, b) => a - b);
  return { times, meanFound: Math.round(found / Math.max(1, searches.length)) };
}
