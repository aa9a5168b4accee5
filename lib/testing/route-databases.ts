import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The site's own database for route tests: the environment that points the app at it, and how to remove it. */
export interface RouteDatabase {
  name: string;
  open: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

/**
 * Embedded PGlite in memory always; a fresh PostgreSQL database too when TEST_DATABASE_URL is set. The routes read
 * the environment once per module load: load them after `jest.resetModules()` with the opened database's env.
 */
export function routeDatabases(label: string): RouteDatabase[] {
  const databases: RouteDatabase[] = [
    { name: 'pglite', open: async () => ({ env: { PGLITE_DATA_DIR: 'memory' }, drop: async () => {} }) },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl)
    databases.push({
      name: 'postgres',
      open: async () => {
        const name = `test_${label}_${Date.now()}_${randomBytes(4).toString('hex')}`;
        const admin = new Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(pgUrl);
        url.pathname = `/${name}`;
        return {
          env: { DATABASE_URL: url.toString() },
          drop: async () => {
            const cleanup = new Client({ connectionString: pgUrl });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${name} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  return databases;
}
