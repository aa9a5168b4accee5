import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new, empty, migrated database; dispose() removes it. */
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
        return { ...handle, dispose: handle.close };
      },
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) list.push({ name: 'postgres', create: () => createPostgres(pgUrl) });
  return list;
}
