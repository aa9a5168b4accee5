import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { afterAnswersDone } from './after-answers';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new, empty, migrated database; dispose() removes it, once the work left for after answers is done. */
  create: () => Promise<DatabaseHandle & { dispose: () => Promise<void> }>;
}

async function createPostgres(baseUrl: string) {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    dispose: async () => {
      await afterAnswersDone();
      await handle.close();
      const cleanup = new Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      create: async () => {
        const handle = await openDatabase({ dataDir: 'memory' });
        const dispose = async () => {
          await afterAnswersDone();
          await handle.close();
        };
        return { ...handle, dispose };
      },
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) list.push({ name: 'postgres', create: () => createPostgres(pgUrl) });
  return list;
}

/** The open test database of a suite, read when a hook or test runs (it opens in the suite's first hook). */
export type SuiteDatabase = Pick<DatabaseHandle, 'db' | 'driver'>;

/**
 * A describe() run once per test database, each on a fresh migrated database that opens before the suite's own
 * hooks and tests and is removed after them.
 */
export function describeEachDatabase(
  title: string,
  suite: (handle: SuiteDatabase, database: TestDatabase) => void,
): void {
  describe.each(testDatabases())(`${title} on $name`, (database) => {
    let opened: (DatabaseHandle & { dispose: () => Promise<void> }) | undefined;
    const current = () => {
      if (!opened) throw new Error('the test database opens in beforeAll; use it inside hooks and tests');
      return opened;
    };
    beforeAll(async () => {
      opened = await database.create();
    });
    suite(
      {
        get db() {
          return current().db;
        },
        get driver() {
          return current().driver;
        },
      },
      database,
    );
    // Registered after the suite's hooks, so it runs after their afterAll cleanups.
    afterAll(async () => {
      await opened?.dispose();
    });
  });
}
