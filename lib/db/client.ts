import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { sql } from 'drizzle-orm';
import { inServerContext } from '@/lib/server-context.mjs';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: the connection pool, whose events tell when connections are lost. */
  pool?: Pool;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite folder, or 'memory' for a throw-away in-memory database. */
  dataDir?: string;
  /**
   * PostgreSQL only: how long a connection attempt, and each statement, may take (ms). Unset: 5 s to connect and no
   * limit on statements (scripts, benchmarks). Migrations and `prepare` are never limited.
   */
  timeoutMs?: number;
  /** Runs once migrations are applied, on the same connection and under the same lock (seeding an empty database). */
  prepare?: (db: Database) => Promise<void>;
}

/** How much longer than the server's statement limit the client waits for an answer before giving up on it. */
const ANSWER_GRACE_MS = 250;

const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/db/migrations');
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 727_001;

/** Opens a database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { timeoutMs } = options;
    const connectionTimeoutMillis = timeoutMs ?? 5_000;
    // A new connection keeps what it was opened for as long as it lives: the context it was opened in (its socket, the
    // timer that limits the attempt) and the callback of the statement that asked for it. Both are the server's own
    // here (lib/server-context.mjs): the connection is opened for a promise of its own, which then hands the client on.
    class DetachedPool extends Pool {
      override connect(): Promise<PoolClient>;
      override connect(callback: Parameters<Pool['connect']>[0]): void;
      override connect(callback?: Parameters<Pool['connect']>[0]) {
        const connected = inServerContext(() => super.connect());
        if (!callback) return connected;
        connected.then(
          (client) => callback(undefined, client, client.release),
          (err: Error) => callback(err, undefined, () => undefined),
        );
      }
    }
    // statement_timeout makes PostgreSQL cancel a statement that runs too long; query_timeout stops the wait for a
    // server that no longer answers at all. A pool client is also waited for at most connectionTimeoutMillis.
    const pool = new DetachedPool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis,
      ...(timeoutMs !== undefined && { statement_timeout: timeoutMs, query_timeout: timeoutMs + ANSWER_GRACE_MS }),
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    pool.on('connect', (client) => {
      // A client in use (inside a transaction, between two statements) that loses its connection reports it here; the
      // pool only listens to idle ones, and an 'error' nobody listens to would be an uncaught exception. Its next query
      // fails instead, and the pool drops it when it is released.
      client.on('error', () => undefined);
    });
    const db = drizzle(pool, { schema });
    // Several servers may start at once: one migrates while the others wait. A connection of its own, without the
    // statement limit: waiting for that lock, a migration or seeding may take longer than any page should.
    const setup = new Client({ connectionString: options.url, connectionTimeoutMillis });
    setup.on('error', () => {
      // Reported by the query that was running; the connection is ended below.
    });
    try {
      await setup.connect();
      try {
        await setup.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const setupDb = drizzle(setup, { schema });
        await migrate(setupDb, { migrationsFolder });
        await options.prepare?.(setupDb as unknown as Database);
      } finally {
        await setup.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    } finally {
      await setup.end().catch(() => undefined);
    }
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end(), pool };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir ?? './.data/pglite';
  let client;
  if (dir === 'memory') {
    client = new PGlite();
  } else {
    const folder = path.resolve(/* turbopackIgnore: true */ dir);
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    client = new PGlite(folder);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await options.prepare?.(db as unknown as Database);
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
