import { connection, NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { checkDatabase } from '@/lib/db/availability';
import { pingDatabase } from '@/lib/db/client';
import { env } from '@/lib/env';

/**
 * Liveness and database status for load balancers and monitors, within DATABASE_TIMEOUT_MS. On PostgreSQL the check
 * is the one pages and the API rely on, so its answer also ends (or starts) their 503s at once.
 */
export async function GET() {
  // Asked of the running server, never of a build.
  await connection();
  const database = env.DATABASE_URL
    ? await checkDatabase()
    : await getDb()
        .then((db) => pingDatabase(db, env.DATABASE_TIMEOUT_MS))
        .catch(() => false);
  return NextResponse.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down', time: new Date().toISOString() },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'private, no-store' } },
  );
}
