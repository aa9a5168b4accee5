/**
 * Server-side latency of the property search on the configured database, and the plan PostgreSQL chooses.
 *   DATABASE_URL=postgres://… npm run db:seed -- --hotels 10000 --bookings 200000
 *   DATABASE_URL=postgres://… npm run bench:search [-- --runs 200]
 */
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { addDays, todayInLagos } from '../lib/dates';
import { openDatabase } from '../lib/db/client';
import { searchProperties, searchStatement } from '../lib/data/search';
import { env } from '../lib/env';
import { searchQuery, toPropertySearch } from '../lib/validation/search';
import { percentile } from './bench-stats';

const CITIES = ['Lagos', 'Lekki', 'Ikeja', 'Abuja', 'Victoria Island', 'Ikoyi', 'Edo', 'Rivers', 'Ibadan', 'vi'];


async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to measure');
  const handle = await openDatabase({ url: env.DATABASE_URL });
  const today = todayInLagos();
  const searches = Array.from({ length: runs }, (_, i) => {
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
  for (const s of searches.slice(0, 10)) await searchProperties(s, handle.db);
  const times: number[] = [];
  let found = 0;
  for (const s of searches) {
    const started = performance.now();
    const result = await searchProperties(s, handle.db);
    times.push(performance.now() - started);
    found += result.total;
  }
  times.sort((a, b) => a - b);
  console.log(`searches: ${runs}, mean results: ${Math.round(found / runs)}`);
  console.log(
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${percentile(times, 100).toFixed(1)} ms`,
  );

  const pool = new Pool({ connectionString: env.DATABASE_URL });
  const { sql, params } = searchStatement(searches[0]!, handle.db).toSQL();
  const plan = await pool.query(`explain (analyze, buffers, costs off) ${sql}`, params);
  console.log('\nplan of one search:');
  for (const row of plan.rows) console.log(row['QUERY PLAN']);
  await pool.end();
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
