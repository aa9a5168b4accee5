// Where the framework's caches live. Loaded by Next.js outside the site's bundle (next.config.mjs names these
// modules), so plain JavaScript that reads only the environment.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The time in milliseconds. Cache handlers run inside the renders of pages being prerendered, which must not read the
 * wall clock (Next.js treats that as request data); the monotonic clock is the framework's own way to tell the time.
 */
export function now() {
  return Math.round(performance.timeOrigin + performance.now());
}

/** A JSON log line in the site's format (lib/log.ts), for the cache handlers. */
export function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date(now()).toISOString(), level, msg, ...fields });
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

function buildId() {
  try {
    return readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/**
 * The shared cache's settings, or null when REDIS_URL is unset (each server then keeps its own cache in memory).
 * Keys are prefixed with the build and the database they were made from: another build, or a site of the same build
 * on another database (a staging site sharing the Redis server), never reads them.
 */
export function sharedCacheSettings() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  // The handler's own memory of which keys carry which tags is trimmed when Redis reports expired keys, which needs
  // `notify-keyspace-events Exe` on the Redis server; without it the handler still works (it re-reads that memory
  // from Redis every hour), so a Redis server left as installed is accepted.
  process.env.SKIP_KEYSPACE_CONFIG_CHECK ??= 'true';
  const database =
    process.env.DATABASE_URL ?? path.resolve(/* turbopackIgnore: true */ process.env.PGLITE_DATA_DIR ?? '.data/pglite');
  const index = Number(new URL(url).pathname.slice(1) || 0);
  return { url, database: Number.isInteger(index) ? index : 0, keyPrefix: cacheKeyPrefix(database) };
}

/** The prefix of the shared cache's keys for a site on `database` (its URL, or the embedded database's folder). */
export function cacheKeyPrefix(database, build = buildId()) {
  return `staynaija:${createHash('sha256').update(`${build}\n${database}`).digest('hex').slice(0, 16)}:`;
}

/**
 * How the cache's Redis connections come back after losing Redis: doubling from half a second to ten, so that a Redis
 * that is down costs a few attempts (and log lines) a minute, not several a second.
 */
export const REDIS_SOCKET = {
  connectTimeout: 1_000,
  reconnectStrategy: (retries) => Math.min(500 * 2 ** retries, 10_000),
};

/** How long a cache read or write may wait for Redis before the server uses its memory instead. */
export const REDIS_WAIT_MS = 500;
/** After Redis failed, how long the server keeps to its memory before trying Redis again. */
export const REDIS_RETRY_MS = 5_000;

/**
 * Runs cache operations against Redis while it answers, and against memory while it does not: a failure or a wait
 * past REDIS_WAIT_MS switches to memory for REDIS_RETRY_MS (logged once per outage). Entries kept in memory during an
 * outage are dropped when Redis answers again, since other servers may have changed the catalogue meanwhile.
 */
export function redisOrMemory(name, onRecovered) {
  let downUntil = 0;
  let down = false;
  return async function attempt(viaRedis, viaMemory) {
    if (now() < downUntil) return viaMemory();
    let timer;
    try {
      const result = await Promise.race([
        viaRedis(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
        }),
      ]);
      if (down) {
        down = false;
        logLine('info', `${name}: Redis answers again`);
        onRecovered();
      }
      return result;
    } catch (err) {
      downUntil = now() + REDIS_RETRY_MS;
      if (!down) logLine('warn', `${name}: Redis unavailable, kept in memory meanwhile`, { error: String(err) });
      down = true;
      return viaMemory();
    } finally {
      clearTimeout(timer);
    }
  };
}
