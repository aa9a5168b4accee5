import 'server-only';
import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log';
import { inServerContext } from '@/lib/server-context.mjs';
import type { RateLimitOptions, RateLimitResult } from './rate-limit';

type Counter = (db: Database, key: string, options: RateLimitOptions) => Promise<RateLimitResult>;

export interface RedisRateLimiterOptions {
  url: string;
  /** Counts instead of Redis while Redis cannot be reached, so limits still hold. */
  fallback: Counter;
  /** How long requests wait for the first connection before using the fallback. */
  connectTimeoutMs?: number;
  /** A connected but stalled Redis must not hold a sign-in for longer than this. */
  commandTimeoutMs?: number;
}

export interface RedisRateLimiter {
  /** Same contract as the database counter; `options.now` is ignored because the window is Redis's own TTL. */
  consume: Counter;
  close: () => Promise<void>;
}

const KEY_PREFIX = 'ratelimit:';

// One script, so INCR and the expiry are atomic across every process. The expiry is also set when a counter
// somehow has none (PTTL -1): such a key would otherwise refuse its caller forever.
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// Doubling from 50 ms up to 5 s, with jitter so that many servers do not reconnect in step.
const reconnectDelay = (retries: number) => Math.min(50 * 2 ** retries, 5_000) + Math.floor(Math.random() * 100);

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function toResult(reply: unknown, { limit, windowMs }: RateLimitOptions): RateLimitResult {
  const [count, ttl] = Array.isArray(reply) ? reply : [];
  if (typeof count !== 'number' || typeof ttl !== 'number') throw new Error('unexpected rate-limit script reply');
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterMs: allowed ? 0 : Math.min(windowMs, Math.max(0, ttl)),
  };
}

/**
 * Fixed-window rate limits in Redis, shared by every server process; falls back to `fallback` while Redis is down.
 * The client connects on the first hit, and only then, in the server's own async context (lib/server-context.mjs).
 */
export function createRedisRateLimiter({
  url,
  fallback,
  connectTimeoutMs = 1_000,
  commandTimeoutMs = 1_000,
}: RedisRateLimiterOptions): RedisRateLimiter {
  let connection: ReturnType<typeof open> | undefined;
  // One warning per outage rather than one per request.
  let fallingBack = false;

  async function open() {
    const { createClient } = await import('redis');
    const client = createClient({
      url,
      // Without this, commands wait in memory while Redis is away and requests hang instead of falling back.
      disableOfflineQueue: true,
      socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: reconnectDelay },
    });
    // An unhandled 'error' event would end the process; the client keeps reconnecting on its own.
    client.on('error', (err: unknown) => log.warn('redis rate-limit connection error', { err }));
    // Requests arriving before the first connection share one wait, which ends at the first failed attempt
    // (a refused connection) or at the deadline (an address that does not answer), whichever comes first.
    const firstFailure = new Promise<never>((_, reject) => client.once('error', reject));
    const firstReady = within(Promise.race([client.connect(), firstFailure]), connectTimeoutMs, 'redis connect');
    firstReady.catch(() => undefined);
    return { client, firstReady };
  }

  async function consume(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
    try {
      const { client, firstReady } = await (connection ??= inServerContext(open));
      if (!client.isReady) await firstReady;
      const { commandOptions } = await import('redis');
      const reply = await client.eval(
        commandOptions({ signal: AbortSignal.timeout(commandTimeoutMs) }),
        FIXED_WINDOW_SCRIPT,
        { keys: [KEY_PREFIX + key], arguments: [String(options.windowMs)] },
      );
      if (fallingBack) log.info('redis rate limits restored');
      fallingBack = false;
      return toResult(reply, options);
    } catch (err) {
      if (!fallingBack) log.warn('redis unavailable; rate limits are counted in the database', { err });
      fallingBack = true;
      return fallback(db, key, options);
    }
  }

  async function close() {
    if (!connection) return;
    const { client } = await connection;
    connection = undefined;
    if (client.isReady) await client.quit();
    else await client.disconnect().catch(() => undefined);
  }

  return { consume, close };
}
