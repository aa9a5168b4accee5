import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

/**
 * Progressive delay after wrong passwords, per e-mail address, instead of a lock: the first FREE_FAILURES cost
 * nothing, then each wrong password makes the next attempt wait twice as long as the last, from 1 s up to MAX_DELAY_MS.
 * Someone guessing from many addresses gets one try per minute at best, and the owner, whoever else is guessing, waits
 * at most a minute to sign in. A right password clears the count; a day without failures forgets it.
 *
 * Kept in the database's rate_limits table (key `login:fail:{email}`, count = failures, window_start = the last one),
 * so every server sees the same count. Unknown addresses are counted alike, so the answers do not tell them apart.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => `login:fail:${email}`;

/** How long a wait `failures` wrong passwords in a row impose after the last one. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds until this address may try a password again (0: now). */
export async function loginWaitMs(db: Database, email: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, last: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(email)));
  if (!row || now.getTime() - row.last.getTime() > FORGET_AFTER_MS) return 0;
  return Math.max(0, row.last.getTime() + delayAfter(row.count) - now.getTime());
}

/** Records a wrong password (one atomic upsert, shared by every server). */
export async function recordLoginFailure(db: Database, email: string, now = new Date()): Promise<void> {
  const forgotten = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - FORGET_AFTER_MS).toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key: keyOf(email), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`${now.toISOString()}::timestamptz`,
      },
    });
}

/** A right password: the address starts afresh. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}
