/**
 * Server-side latency of the property search on the configured database, and the plan PostgreSQL chooses.
 *   DATABASE_URL=postgres://… npm run db:seed -- --hotels 10000 --bookings 200000
 *   DATABASE_URL=postgres://… npm run bench:search [-- --runs 200]
 */
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { openDatabase } from '../lib/db/client';
import { searchStatement } from '../lib/data/search';
import { env } from '../lib/env';
import { benchSearches, timeSearches } from './bench-searches';
import { percentile } from './bench-stats';

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to measure');
  const handle = await openDatabase({ url: env.DATABASE_URL });
  const searches = benchSearches(runs);
  const { times, meanFound } = await timeSearches(searches, handle.db);
  console.log(`searches: ${runs}, mean results: ${meanFound}`);
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
