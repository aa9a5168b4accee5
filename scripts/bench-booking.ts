/**
 * Server-side latency of creating a booking (sweep of ended holds, pricing, reservation of every night, the booking
 * rows) on PostgreSQL with the benchmark catalogue.
 *   DATABASE_URL=postgres://… npm run db:seed -- --hotels 10000 --bookings 200000
 *   DATABASE_URL=postgres://… npm run bench:booking [-- --runs 300]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createBooking } from '../lib/data/bookings';
import { addDays, todayInLagos } from '../lib/dates';
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/env';
import { AppError } from '../lib/errors';
import { bookingCreatePayload } from '../lib/validation/booking';
import { percentile } from './bench-stats';

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
  const runs = Number(values.runs);
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to measure');
  const handle = await openDatabase({ url: env.DATABASE_URL });
  const picked = await handle.db.execute(sql`
    select rc.id as room, rc.property_id as hotel from room_categories rc tablesample system (5)
    order by random() limit ${runs + 10}`);
  const rooms = (picked as unknown as { rows: { room: string; hotel: string }[] }).rows;
  if (rooms.length < runs + 10)
    throw new Error('Seed the benchmark catalogue first (npm run db:seed -- --hotels 10000)');
  const today = todayInLagos();
  const requests = rooms.map(({ room, hotel }, i) => {
    const checkInDate = addDays(today, 1 + (i % 120));
    return {
      hotel,
      request: bookingCreatePayload(env.BOOKING_HORIZON_DAYS).parse({
        checkInDate,
        checkOutDate: addDays(checkInDate, 1 + (i % 4)),
        bookingInfo: {
          email: `bench${i}@example.com`,
          fullName: 'Bench Guest',
          phoneNumber: '+2348031234567',
          location: { country: 'NG' },
        },
        guests: { adults: 2, children: 0 },
        rooms: [{ room, numberOfRooms: 1 + (i % 2) }],
      }),
    };
  });
  const book = (r: (typeof requests)[number]) =>
    createBooking(
      {
        hotelId: r.hotel,
        request: r.request,
        owner: { userId: null, browserTokenHash: randomBytes(32).toString('hex') },
        locale: 'en',
      },
      handle.db,
    );
  for (const r of requests.slice(0, 10)) await book(r).catch(() => undefined);
  const times: number[] = [];
  let soldOut = 0;
  for (const r of requests.slice(10)) {
    const started = performance.now();
    try {
      await book(r);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'roomsUnavailable')) throw err;
      soldOut += 1;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`bookings: ${runs} (${soldOut} answered sold out)`);
  console.log(
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${percentile(times, 100).toFixed(1)} ms`,
  );
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
