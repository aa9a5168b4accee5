import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { seedDemoCatalogueIfEmpty } from './seed';

export type { Database } from './client';

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DatabaseHandle> };

async function start(): Promise<DatabaseHandle> {
  const started = Date.now();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  if (env.SEED_DEMO_DATA) {
    const seeded = await seedDemoCatalogueIfEmpty(handle.db);
    if (seeded) log.info('demo catalogue seeded', seeded);
  }
  log.info('database ready', { driver: handle.driver, ms: Date.now() - started });
  return handle;
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
