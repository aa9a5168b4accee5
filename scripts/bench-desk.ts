/**
 * Server-side latency of the reservations desk's booking search on the configured PostgreSQL database: by reference,
 * by e-mail prefix and by stay dates, each a page of 25 with its total, as the desk asks for it.
 *   DATABASE_URL=postgres://… npm run db:seed -- --hotels 10000 --bookings 200000
 *   DATABASE_URL=postgres://… npm run bench:desk [-- --runs 200]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDays } from '../lib/dates';
import { openDatabase } from '../lib/db/client';
import { searchDeskBookings } from '../lib/data/desk';
import { rowsOf } from '../lib/data/db-helpers';
import { env } from '../lib/env';
import { deskBookingQuery } from '../lib/validation/desk';
import { percentile } from './bench-stats';

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to measure');
  const handle = await openDatabase({ url: env.DATABASE_URL });
  const db = handle.db;
  const [{ n: total } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bookings`),
  );
  // Real bookings to look for, spread over the table.
  const sample = rowsOf<{ reference: string; guest_email: string; check_in_date: string }>(
    await db.execute(
      sql`select reference, guest_email, check_in_date::text from bookings order by md5(id::text) limit ${runs}`,
    ),
  );
  if (sample.length === 0) throw new Error('No bookings: seed some first (npm run db:seed -- --bookings 200000)');
  const kinds: Record<string, (b: (typeof sample)[number], i: number) => Record<string, string>> = {
    reference: (b) => ({ reference: b.reference }),
    'e-mail prefix': (b) => ({ email: b.guest_email.slice(0, 6 + (b.reference.length % 4)) }),
    'stay dates (7 days)': (b, i) => ({
      checkInFrom: b.check_in_date,
      checkInTo: addDays(b.check_in_date, 6),
      sort: i % 2 ? 'checkIn' : 'created',
    }),
  };
  console.log(`bookings in the database: ${total}; ${sample.length} searches of each kind, one at a time\n`);
  console.log('| search | p50 ms | p95 ms | max ms | mean matches |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [kind, query] of Object.entries(kinds)) {
    const parsed = sample.map((b, i) => deskBookingQuery.parse(query(b, i)));
    for (const q of parsed.slice(0, 10)) await searchDeskBookings(q, db);
    const times: number[] = [];
    let matches = 0;
    for (const q of parsed) {
      const started = performance.now();
      const page = await searchDeskBookings(q, db);
      times.push(performance.now() - started);
      matches += page.total;
    }
    times.sort((a, b) => a - b);
    const ms = (p: number) => percentile(times, p).toFixed(1);
    console.log(`| ${kind} | ${ms(50)} | ${ms(95)} | ${ms(100)} | ${Math.round(matches / parsed.length)} |`);
  }
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
