import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { seedDemoCatalogueIfEmpty } from './seed';

export type { Database } from './client';

type Started = DatabaseHandle & { instanceId: string };

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Started> };

async function start(): Promise<Started> {
  const started = Date.now();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  if (env.SEED_DEMO_DATA) {
    const seeded = await seedDemoCatalogueIfEmpty(handle.db);
    if (seeded) log.info('demo catalogue seeded', seeded);
  }
  const instanceId = await readInstanceId(handle.db);
  log.info('database ready', { driver: handle.driver, ms: Date.now() - started });
  return { ...handle, instanceId };
}

/**
 * The application's database, migrated (and seeded when empty) on first use.
 * Cached on globalThis so that development reloads never open the embedded database twice.
 */
export async function getDb(): Promise<Database> {
  globalForDb.__dbHandle ??= start().catch((err: unknown) => {
    // Let the next request try again instead of caching the failure forever.
    globalForDb.__dbHandle = undefined;
    log.error('database unavailable', { err });
    throw err;
  });
  return (await globalForDb.__dbHandle).db;
}

// Created once per database, so cached reads can never mix rows of two databases (a new database, a re-seed).
async function readInstanceId(db: Database): Promise<string> {
  await db.execute(
    sql`insert into app_settings (key, value) values ('instance_id', gen_random_uuid()::text) on conflict (key) do nothing`,
  );
  const result = await db.execute(sql`select value from app_settings where key = 'instance_id'`);
  const row = (result as unknown as { rows: { value: string }[] }).rows[0];
  if (!row) throw new Error('database instance id missing');
  return row.value;
}

/** The database's instance id: part of every cache key, so a cache never outlives its database. */
export async function getDatabaseInstanceId(): Promise<string> {
  await getDb();
  return (await globalForDb.__dbHandle!).instanceId;
}
