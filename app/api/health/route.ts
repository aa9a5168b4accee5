import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { pingDatabase } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/** Liveness and database status for load balancers and monitors. */
export async function GET() {
  const database = await getDb()
    .then((db) => pingDatabase(db))
    .catch(() => false);
  return NextResponse.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down', time: new Date().toISOString() },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
