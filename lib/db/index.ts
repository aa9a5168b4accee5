import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { sql } from 'drizzle-orm';
import { databaseKnownDown, doubtDatabase, registerDatabaseCheck } from './availability';
import { openDatabase, pingDatabase, type Database, type DatabaseHandle } from './client';
import { seedDemoCatalogueIfEmpty } from './seed';

export type { Database } from './client';

type Started = DatabaseHandle & { instanceId: string };

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Started> };

async function start(): Promise<Started> {
  const started = Date.now();
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    timeoutMs: env.DATABASE_TIMEOUT_MS,
    prepare: async (db) => {
      if (!env.SEED_DEMO_DATA) return;
      const seeded = await seedDemoCatalogueIfEmpty(db);
      if (seeded) log.info('demo catalogue seeded', seeded);
    },
  });
  // A connection lost while idle (PostgreSQL stopped or restarted): the next request checks before using the pool.
  handle.pool?.on('error', () => doubtDatabase());
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
    // Once the outage is known (and logged), the attempts that follow it are not logged again.
    if (!databaseKnownDown()) log.error('database unavailable', { err });
    throw err;
  });
  return (await globalForDb.__dbHandle).db;
}

/** Opens the database when needed and runs a trivial query, all within DATABASE_TIMEOUT_MS. */
async function reachDatabase(): Promise<boolean> {
  const limit = env.DATABASE_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), limit);
  });
  try {
    return await Promise.race([getDb().then((db) => pingDatabase(db, limit)), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// PostgreSQL can go away and come back; the embedded database lives and dies with this process.
if (env.DATABASE_URL) {
  registerDatabaseCheck(reachDatabase, (up) => {
    if (up) log.info('database reachable again');
    else log.error('database unreachable: pages and API answer 503 until it returns');
  });
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
