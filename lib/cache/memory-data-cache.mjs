// The results of 'use cache' functions kept in this server's memory: the whole cache when REDIS_URL is unset, and
// the stand-in while Redis cannot be reached. The interface is Next.js's CacheHandler (next.config.mjs
// cacheHandlers); what it keeps is bounded by size, least recently used first.
import { LRUCache } from 'lru-cache';
import { now } from './settings.mjs';
import { TagTimes } from './tag-times.mjs';

const MAX_BYTES = 64 * 1024 * 1024;

async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A 'use cache' handler in memory. */
export function createMemoryDataCache({ maxBytes = MAX_BYTES } = {}) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.value.byteLength) });
  const pending = new Map();
  const tags = new TagTimes();

  return {
    async get(cacheKey, softTags) {
      await pending.get(cacheKey);
      const entry = entries.get(cacheKey);
      if (!entry) return undefined;
      if (tags.expired(entry.tags, entry.timestamp) || tags.expired(softTags, entry.timestamp)) {
        entries.delete(cacheKey);
        return undefined;
      }
      const stale = tags.stale(entry.tags, entry.timestamp) || tags.stale(softTags, entry.timestamp);
      return { ...entry, revalidate: stale ? -1 : entry.revalidate, value: streamOf(entry.value) };
    },

    async set(cacheKey, pendingEntry) {
      const stored = (async () => {
        const entry = await pendingEntry;
        const value = await bytesOf(entry.value);
        entries.set(cacheKey, { ...entry, value });
      })();
      pending.set(cacheKey, stored);
      try {
        await stored;
      } catch {
        // A value whose render failed is not kept.
      } finally {
        if (pending.get(cacheKey) === stored) pending.delete(cacheKey);
      }
    },

    async refreshTags() {},

    async getExpiration(tagList) {
      return tags.latest(tagList);
    },

    async updateTags(tagList, durations) {
      tags.update(tagList, durations, now());
    },

    /** Forgets every entry (kept while Redis was away). */
    clear() {
      entries.clear();
    },
  };
}

export { bytesOf, streamOf };
