/**
 * Catalogue and rates at scale on PostgreSQL, on an empty database of its own:
 *   1. the import of a partner file of 10,000 properties with 4 room types each and a year of their rates (weekday and
 *      weekend prices), through lib/catalogue importCatalogue;
 *   2. a new year of rates through lib/ari in calls of 48 room types, as the partner API takes them, then 200,000
 *      bookings added and some nights closed;
 *   3. ARI batches of 365 nights × 4 room types applied while 20 guests book the same hotel (createBooking);
 *   4. dated searches (searchProperties), 200 of them across cities × dates × parties.
 * Prints a markdown table of the figures against the targets.
 *   DATABASE_URL=postgres://…/empty_db npm run bench:catalogue [-- --hotels 10000 --bookings 200000 --batches 40]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { CatalogueInput } from '../lib/catalogue/format';
import { importCatalogue } from '../lib/catalogue/import';
import { applyAriBatch } from '../lib/ari/apply';
import type { AriBatch } from '../lib/ari/format';
import { createBooking } from '../lib/data/bookings';
import { rowsOf } from '../lib/data/db-helpers';
import { addDays, todayInLagos } from '../lib/dates';
import { openDatabase, type Database } from '../lib/db/client';
import { seedBenchmarkBookings } from '../lib/db/seed/benchmark';
import { loadCatalogue } from '../lib/db/seed/catalogue';
import { demoCatalogueFile } from '../lib/db/seed/demo-file';
import { syntheticProperty } from '../lib/db/seed/synthetic';
import { env } from '../lib/env';
import { AppError } from '../lib/errors';
import { bookingCreatePayload } from '../lib/validation/booking';
import { benchSearches, timeSearches } from './bench-searches';
import { percentile } from './bench-stats';

const ROOMS_PER_PROPERTY = 4;
const GUESTS = 20;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const WEEKEND = ['fri', 'sat'] as const;

/** A year of weekday prices at `price` and weekend prices 20 % above, from `first`, as lines of ranges. */
function yearLines(price: number, first: string) {
  const to = addDays(first, 364);
  return [
    { from: first, to, days: [...WEEKDAYS], price },
    { from: first, to, days: [...WEEKEND], price: Math.round((price * 1.2) / 500) * 500 },
  ];
}

/** A partner file of `count` synthetic properties, each with exactly four room types and a year of their rates. */
async function benchFile(count: number, first: string): Promise<CatalogueInput> {
  const { brands } = await loadCatalogue();
  const properties = Array.from({ length: count }, (_, i) => {
    const p = syntheticProperty(i);
    const rooms = Array.from({ length: ROOMS_PER_PROPERTY }, (_, r) => {
      const base = p.rooms[r % p.rooms.length]!;
      return r < p.rooms.length ? base : { ...base, name: `${base.name} (garden wing ${r})` };
    });
    return { ...p, rooms };
  });
  const file = demoCatalogueFile({ brands, destinations: [], properties });
  return {
    ...file,
    partner: 'bench',
    partnerName: 'Bench',
    properties: file.properties.map((p) => ({
      ...p,
      rooms: p.rooms.map((r) => ({ ...r, rates: yearLines(r.standardPrice, first) })),
    })),
  };
}

/** A year of weekday and weekend prices for each room type of one property. */
function yearOfRates(rooms: { id: string; price: number }[], first: string, step = 0): AriBatch[] {
  return rooms.map((r) => ({
    roomTypeId: r.id,
    updates: yearLines(r.price, first).map((line) => ({ ...line, price: line.price + step })),
  }));
}

async function roomsByProperty(db: Database) {
  const rows = rowsOf<{ property: string; id: string; price: number }>(
    await db.execute(sql`
      select property_id as property, id, standard_price as price from room_categories
      where is_active order by property_id, sort_order`),
  );
  const out = new Map<string, { id: string; price: number }[]>();
  for (const r of rows) out.set(r.property, [...(out.get(r.property) ?? []), { id: r.id, price: r.price }]);
  return out;
}

/** Runs `work` over `items` with `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const ms = (n: number) => n.toFixed(1);
const seconds = (n: number) => (n / 1000).toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: {
      hotels: { type: 'string', default: '10000' },
      bookings: { type: 'string', default: '200000' },
      batches: { type: 'string', default: '40' },
      searches: { type: 'string', default: '200' },
      parallel: { type: 'string', default: '1' },
    },
  });
  const hotels = Number(values.hotels);
  const bookingCount = Number(values.bookings);
  const batchRuns = Number(values.batches);
  const parallel = Number(values.parallel);
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to an empty PostgreSQL database to measure');
  const handle = await openDatabase({ url: env.DATABASE_URL });
  const db = handle.db;
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from properties`));
  if (n > 0) throw new Error('The database already has properties: run the benchmark on an empty database');
  const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
  const rows: string[][] = [];

  // 1. The import of the partner file, its room types' year of rates included.
  const today = todayInLagos();
  const first = addDays(today, 0);
  const file = await benchFile(hotels, first);
  let started = performance.now();
  const imported = await importCatalogue(file, { imageHosts: [] }, db);
  const importMs = performance.now() - started;
  const [{ periods } = { periods: 0 }] = rowsOf<{ periods: number }>(
    await db.execute(sql`select count(*)::int as periods from rate_periods`),
  );
  log(
    `imported ${imported.properties.created.length} properties, ${imported.rooms.created.length} room types, ` +
      `${imported.pricedNights} nights priced (${periods} periods)`,
  );
  started = performance.now();
  const again = await importCatalogue(file, { imageHosts: [] }, db);
  const reimportMs = performance.now() - started;
  log(`imported again: ${again.changes} changes`);

  // 2. A new year of rates, as a channel manager sends them through the partner API: calls of at most 50 room types.
  const properties = await roomsByProperty(db);
  const calls: AriBatch[][] = [];
  const perCall = Math.floor(50 / ROOMS_PER_PROPERTY);
  const all = [...properties.values()];
  for (let i = 0; i < all.length; i += perCall)
    calls.push(all.slice(i, i + perCall).flatMap((rooms) => yearOfRates(rooms, first, 500)));
  started = performance.now();
  let done = 0;
  let changedNights = 0;
  await inParallel(calls, parallel, async (call) => {
    changedNights += (await applyAriBatch(call, db)).changed;
    if (++done % 200 === 0) log(`rates ${done}/${calls.length} calls`);
  });
  const ratesMs = performance.now() - started;
  const [{ periodsAfter } = { periodsAfter: 0 }] = rowsOf<{ periodsAfter: number }>(
    await db.execute(sql`select count(*)::int as "periodsAfter" from rate_periods`),
  );
  log(`new year of rates: ${changedNights} nights priced, ${periodsAfter} periods stored`);

  if (bookingCount > 0) {
    await seedBenchmarkBookings(db, bookingCount, (m) => {
      const made = /^bookings (\d+)\//.exec(m);
      if (!made || Number(made[1]) % 50_000 === 0) log(m);
    });
  }
  // Some nights closed in the searched window: every tenth property a week, every seventh a room type for two weeks.
  const closing: AriBatch[][] = [];
  [...properties.values()].forEach((rooms, i) => {
    const from = addDays(today, 1 + (i % 80));
    if (i % 10 === 0) {
      closing.push(rooms.map((r) => ({ roomTypeId: r.id, updates: [{ from, to: addDays(from, 6), closed: true }] })));
    } else if (i % 7 === 0) {
      closing.push([{ roomTypeId: rooms[0]!.id, updates: [{ from, to: addDays(from, 13), closed: true }] }]);
    }
  });
  for (const batch of closing) await applyAriBatch(batch, db);
  // As autovacuum would after such a load: statistics, and the visibility map that index-only scans rely on.
  await db.execute(sql`vacuum analyze`);
  log(`closed nights of ${closing.length} properties`);

  // 3. ARI batches while guests book the same hotel.
  const [hotel, hotelRooms] = [...properties.entries()][Math.floor(properties.size / 2)]!;
  const guests = await openDatabase({ url: env.DATABASE_URL });
  let ariDone = false;
  let booked = 0;
  let refused = 0;
  const booking = (g: number, i: number) => {
    const checkInDate = addDays(today, 1 + ((g * 37 + i * 11) % 300));
    return bookingCreatePayload(env.BOOKING_HORIZON_DAYS).parse({
      checkInDate,
      checkOutDate: addDays(checkInDate, 1 + (i % 3)),
      bookingInfo: {
        email: `guest${g}.${i}@example.com`,
        fullName: 'Bench Guest',
        phoneNumber: '+2348031234567',
        location: { country: 'NG' },
      },
      guests: { adults: 1, children: 0 },
      rooms: [{ room: hotelRooms[(g + i) % hotelRooms.length]!.id, numberOfRooms: 1 }],
    });
  };
  const guestLoops = Array.from({ length: GUESTS }, async (_, g) => {
    for (let i = 0; !ariDone; i++) {
      try {
        await createBooking(
          {
            hotelId: hotel,
            request: booking(g, i),
            owner: { userId: null, browserTokenHash: randomBytes(32).toString('hex') },
            locale: 'en',
          },
          guests.db,
        );
        booked++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused++;
      }
    }
  });
  const batchTimes: number[] = [];
  try {
    for (let run = 0; run < batchRuns; run++) {
      const batch = yearOfRates(hotelRooms, first, ((run % 2) + 1) * 1000);
      started = performance.now();
      const { changed } = await applyAriBatch(batch, db);
      batchTimes.push(performance.now() - started);
      if (changed !== 365 * hotelRooms.length) throw new Error(`a batch changed ${changed} nights`);
    }
  } finally {
    ariDone = true;
    await Promise.all(guestLoops);
    await guests.close();
  }
  batchTimes.sort((a, b) => a - b);
  log(`ARI under bookings: ${booked} booked, ${refused} refused`);

  // 4. Dated searches.
  const { times, meanFound } = await timeSearches(benchSearches(Number(values.searches), today), db);
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from bookings`),
  );

  rows.push(
    [
      'import of the file with a year of rates (create)',
      `${seconds(importMs)} s`,
      '≤ 60 s',
      `${importMs <= 60_000 ? 'met' : 'not met'}; ${hotels} properties, ${hotels * ROOMS_PER_PROPERTY} room types, ` +
        `${imported.pricedNights} nights priced, ${periods} rate periods stored`,
    ],
    [
      'import of the same file again',
      `${seconds(reimportMs)} s`,
      '',
      `${again.changes} changes, ${again.pricedNights} nights priced`,
    ],
    [
      'a new year of rates through lib/ari',
      `${seconds(ratesMs)} s`,
      '',
      `${calls.length} calls of ${perCall * ROOMS_PER_PROPERTY} room types (the partner API's largest), ${changedNights} nights priced, ${periodsAfter} periods stored after`,
    ],
    [
      `ARI batch 365 × ${hotelRooms.length}, ${GUESTS} guests booking`,
      `p50 ${ms(percentile(batchTimes, 50))} ms, p95 ${ms(percentile(batchTimes, 95))} ms, max ${ms(percentile(batchTimes, 100))} ms`,
      '≤ 300 ms p95',
      `${percentile(batchTimes, 95) <= 300 ? 'met' : 'not met'}; ${batchRuns} batches, ${booked} booked, ${refused} refused meanwhile`,
    ],
    [
      'dated search',
      `p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(percentile(times, 100))} ms`,
      '≤ 50 ms p95',
      `${percentile(times, 95) <= 50 ? 'met' : 'not met'}; ${times.length} searches, mean ${meanFound} results, ${total} bookings`,
    ],
  );
  console.log('| step | measured | target | |');
  console.log('| --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
