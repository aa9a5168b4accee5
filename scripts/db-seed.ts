/**
 * Seeds the configured database.
 *   npm run db:seed                                       the demo catalogue, when the database is empty
 *   npm run db:seed -- --hotels 10000 --bookings 200000   a large synthetic catalogue for benchmarks, added to what is there
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../lib/db/client';
import { seedDemoCatalogueIfEmpty } from '../lib/db/seed';
import { seedBenchmarkCatalogue } from '../lib/db/seed/benchmark';
import { env } from '../lib/env';

async function main() {
  const { values } = parseArgs({
    options: { hotels: { type: 'string' }, bookings: { type: 'string', default: '0' } },
  });
  const hotels = values.hotels === undefined ? undefined : Number(values.hotels);
  const bookings = Number(values.bookings);
  if (
    (hotels !== undefined && !(Number.isInteger(hotels) && hotels > 0)) ||
    !(Number.isInteger(bookings) && bookings >= 0)
  ) {
    throw new Error('--hotels must be a positive whole number and --bookings a whole number');
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    const started = Date.now();
    const result =
      hotels === undefined
        ? await seedDemoCatalogueIfEmpty(handle.db)
        : await seedBenchmarkCatalogue(handle.db, { hotels, bookings, onProgress: (m) => console.log(m) });
    console.log(result ? JSON.stringify(result) : 'the database already has a catalogue; nothing seeded');
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.driver})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
