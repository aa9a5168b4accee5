// The handler of kept pages and route answers (next.config.mjs cacheHandler): in memory on each server, or, with
// REDIS_URL, shared by every server through Redis (@trieb.work/nextjs-turbo-redis-cache), falling back to memory while
// Redis is down.
import RedisPageCache from '@trieb.work/nextjs-turbo-redis-cache';
import { createMemoryPageCache } from './memory-page-cache.mjs';
import { inServerContext } from '../server-context.mjs';
import { redisOrMemory, REDIS_SOCKET, REDIS_WAIT_MS, sharedCacheSettings } from './settings.mjs';

// One store per process, however many times Next.js constructs the handler.
const memory = createMemoryPageCache();
let shared;

function sharedStore(options) {
  const settings = sharedCacheSettings();
  if (!settings) return null;
  // Next.js first constructs the handler for a request: the client connects in the server's own context instead.
  shared ??= inServerContext(() => ({
    redis: new RedisPageCache({
      ...options,
      redisUrl: settings.url,
      database: settings.database,
      keyPrefix: settings.keyPrefix,
      getTimeoutMs: REDIS_WAIT_MS,
      socketOptions: REDIS_SOCKET,
    }),
    attempt: redisOrMemory('page cache', () => memory.clear()),
  }));
  return shared;
}

export default class PageCacheHandler {
  #shared;

  constructor(options) {
    this.#shared = sharedStore(options);
  }

  get(key, ctx) {
    if (!this.#shared) return memory.get(key, ctx);
    const { redis, attempt } = this.#shared;
    return attempt(
      () => redis.get(key, ctx),
      () => memory.get(key, ctx),
    );
  }

  set(key, data, ctx) {
    if (!this.#shared) return memory.set(key, data, ctx);
    const { redis, attempt } = this.#shared;
    return attempt(
      () => redis.set(key, data, ctx),
      () => memory.set(key, data, ctx),
    );
  }

  async revalidateTag(tags, durations) {
    await memory.revalidateTag(tags, durations);
    if (!this.#shared) return;
    const { redis, attempt } = this.#shared;
    await attempt(
      () => redis.revalidateTag(tags, durations),
      () => undefined,
    );
  }

  resetRequestCache() {
    this.#shared?.redis.resetRequestCache();
  }
}
