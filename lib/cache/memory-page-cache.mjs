// Pages (their static shells) and route answers the framework keeps, in this server's memory: the whole cache when
// REDIS_URL is unset, and the stand-in while Redis cannot be reached. The interface is Next.js's cacheHandler
// (next.config.mjs); what it keeps is bounded by size, least recently used first, and nothing is written to disk, so
// addresses made up by visitors can never fill it.
import { LRUCache } from 'lru-cache';
import { now } from './settings.mjs';
import { TagTimes } from './tag-times.mjs';

const MAX_BYTES = 128 * 1024 * 1024;

/** Roughly how many bytes an entry holds: its HTML, its payloads and its segments. */
function sizeOf(value) {
  if (!value) return 64;
  let size = 64;
  if (typeof value.html === 'string') size += value.html.length;
  if (value.rscData?.byteLength) size += value.rscData.byteLength;
  if (value.body?.byteLength) size += value.body.byteLength;
  if (value.buffer?.byteLength) size += value.buffer.byteLength;
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.byteLength ?? 0;
  if (typeof value.postponed === 'string') size += value.postponed.length;
  return size;
}

/** The tags an entry answers to: a page's and a route's from its headers, a fetch's from the context. */
export function tagsOf(value, ctx = {}) {
  const header = value?.headers?.['x-next-cache-tags'];
  const own = typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  return [...own, ...(ctx.tags ?? [])];
}

/** An incremental cache handler in memory. */
export function createMemoryPageCache({ maxBytes = MAX_BYTES } = {}) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => sizeOf(entry.value) });
  const tags = new TagTimes();
  return {
    async get(key, ctx = {}) {
      const entry = entries.get(key);
      if (!entry) return null;
      const softTags = ctx.softTags ?? [];
      if (tags.expired(entry.tags, entry.lastModified) || tags.expired(softTags, entry.lastModified)) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    async set(key, data, ctx = {}) {
      entries.set(key, { value: data, lastModified: now(), tags: tagsOf(data, ctx) });
    },
    async revalidateTag(tagOrTags) {
      const list = Array.isArray(tagOrTags) ? tagOrTags : [tagOrTags];
      // Every invalidation drops what it names: the site never asks to keep serving a page while it refreshes.
      tags.update(list, undefined, now());
      for (const [key, entry] of entries.entries())
        if (entry.tags.some((tag) => list.includes(tag))) entries.delete(key);
    },
    resetRequestCache() {},
    clear() {
      entries.clear();
    },
  };
}
