// The handler of 'use cache' (next.config.mjs cacheHandlers): in memory on each server, or, with REDIS_URL, shared by
// every server through Redis (@trieb.work/nextjs-turbo-redis-cache), falling back to memory while Redis is down.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { createMemoryDataCache, bytesOf, streamOf } from './memory-data-cache.mjs';
import { inServerContext } from '../server-context.mjs';
import { redisOrMemory, REDIS_SOCKET, REDIS_WAIT_MS, sharedCacheSettings } from './settings.mjs';

function createDataCacheHandler() {
  const memory = createMemoryDataCache();
  const settings = sharedCacheSettings();
  if (!settings) return memory;
  const redis = getRedisCacheComponentsHandler({
    redisUrl: settings.url,
    database: settings.database,
    keyPrefix: settings.keyPrefix,
    getTimeoutMs: REDIS_WAIT_MS,
    socketOptions: REDIS_SOCKET,
  });
  const attempt = redisOrMemory('data cache', () => memory.clear());
  return {
    get: (cacheKey, softTags) =>
      attempt(
        () => redis.get(cacheKey, softTags),
        () => memory.get(cacheKey, softTags),
      ),
    async set(cacheKey, pendingEntry) {
      let entry;
      try {
        entry = await pendingEntry;
      } catch {
        return;
      }
      // Read once: the value is a single-use stream, and either store may end up keeping it.
      const value = await bytesOf(entry.value);
      const copy = () => Promise.resolve({ ...entry, value: streamOf(value) });
      await attempt(
        () => redis.set(cacheKey, copy()),
        () => memory.set(cacheKey, copy()),
      );
    },
    refreshTags: () =>
      attempt(
        () => redis.refreshTags(),
        () => memory.refreshTags(),
      ),
    async getExpiration(tags) {
      const [shared, own] = await Promise.all([
        attempt(
          () => redis.getExpiration(tags),
          () => 0,
        ),
        memory.getExpiration(tags),
      ]);
      return Math.max(shared, own);
    },
    async updateTags(tags, durations) {
      await memory.updateTags(tags, durations);
      await attempt(
        () => redis.updateTags(tags, durations),
        () => undefined,
      );
    },
  };
}

// Its Redis client connects in the server's own context, whenever the framework first loads this module.
const handler = inServerContext(createDataCacheHandler);
export default handler;
