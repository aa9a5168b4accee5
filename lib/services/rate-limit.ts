import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { createRedisRateLimiter, type RedisRateLimiter } from './rate-limit-redis';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Clock of the database counter (tests pass one); Redis counters ignore it and keep time by their TTL. */
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

// Cached on globalThis like the database, so development reloads do not open a second connection.
const globalForRateLimit = globalThis as unknown as { __redisRateLimiter?: RedisRateLimiter };

/** Counts one hit on `key` in a fixed window shared by every server process: in Redis when REDIS_URL is set, else in the database. */
export async function consumeRateLimit(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  if (!env.REDIS_URL) return consumeDatabaseRateLimit(db, key, options);
  globalForRateLimit.__redisRateLimiter ??= createRedisRateLimiter({
    url: env.REDIS_URL,
    fallback: consumeDatabaseRateLimit,
  });
  return globalForRateLimit.__redisRateLimiter.consume(db, key, options);
}

/** Counts one hit on `key` in the database (one atomic upsert); also the fallback while Redis is down. */
export async function consumeDatabaseRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = new Date() }: RateLimitOptions,
): Promise<RateLimitResult> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowParam} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate limit upsert returned no row');
  const allowed = row.count <= limit;
  const windowEndsIn = row.windowStart.getTime() + windowMs - now.getTime();
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    retryAfterMs: allowed ? 0 : Math.min(windowMs, Math.max(0, windowEndsIn)),
  };
}
