// Used by server.mjs (outside the Next.js bundle) and by lib/data/recent-searches.ts (inside it), so plain JavaScript
// with types beside it. Both reach the one cache of the process through a global symbol.
import { LRUCache } from 'lru-cache';
import { chunkBytes } from './chunk-bytes.mjs';

/** How long a rendered results page answers the same search for other visitors. */
export const SEARCH_PAGE_MS = 10_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const REGISTRY = Symbol.for('staynaija.searchPageCache');

/** Results pages that are rendered for each request when they carry dates or filters (English and prefixed). */
const RESULTS_PAGE = /^(?:\/(?:fr|zh|ar))?\/(?:hotel\/(?:result|top-destination|categories)|hotels)\/?$/;
/** Keep in step with lib/services/auth/session.ts. */
const SESSION_COOKIE = 'sn_session';
/** Keep in step with i18n/config.ts (LOCALE_COOKIE). */
const LOCALE_COOKIE = 'i18next';
/** Requests of the client-side router (React Server Components payloads, prefetches): never answered from here. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
];
/** Headers the server writes for each answer itself. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'age']);

/**
 * @param {string | undefined} header
 * @param {string} name
 */
function cookie(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** @param {import('node:http').IncomingHttpHeaders[string]} value */
const one = (value) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The key of a request whose answer may be shared, or null. Shared: a visitor's (no session cookie) plain page load of
 * a results page. The key holds everything the page and the proxy in front of it read from the request: the address,
 * the language cookie and languages (the proxy's redirects follow them) and the accepted encodings (the answer's bytes
 * follow them).
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function sharedSearchKey(req) {
  if (req.method !== 'GET' || !req.url) return null;
  const query = req.url.indexOf('?');
  const pathname = query < 0 ? req.url : req.url.slice(0, query);
  if (!RESULTS_PAGE.test(pathname)) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const cookies = one(req.headers.cookie);
  if (cookie(cookies, SESSION_COOKIE) !== undefined) return null;
  return JSON.stringify([
    one(req.headers.host),
    req.url,
    cookie(cookies, LOCALE_COOKIE) ?? '',
    one(req.headers['accept-language']),
    one(req.headers['accept-encoding']),
  ]);
}

/**
 * @typedef {{ status: number; headers: Record<string, string | string[]>; body: Buffer; at: number }} KeptPage
 */

/**
 * Rendered results pages of visitors' searches with dates or filters, kept SEARCH_PAGE_MS by this server so that the
 * same search asked again by any visitor is answered without rendering. Only answers the site marked private and
 * uncached (`no-store`) are kept, and only whole 200 answers without Set-Cookie; pages the framework keeps itself
 * (results without dates) are left to it. The memory is bounded (MAX_BYTES, least recently used first), so made-up
 * searches only push others out. Every change of rooms or catalogue on this server empties it at once
 * (`forgetSearchPages`, called with lib/data/recent-searches.ts's own forgetting).
 *
 * @param {{ ttl?: number; maxBytes?: number }} [options]
 */
export function createSearchPageCache({ ttl = SEARCH_PAGE_MS, maxBytes = MAX_BYTES } = {}) {
  /** Counts the times the cache was emptied: a page whose rendering began before the last time is not kept. */
  let cleared = 0;
  /** @type {LRUCache<string, KeptPage>} */
  const pages = new LRUCache({
    ttl,
    maxSize: maxBytes,
    maxEntrySize: MAX_PAGE_BYTES,
    sizeCalculation: (page) => page.body.length + 1024,
  });

  /**
   * Answers the request from a kept page (true), or watches the answer the site writes for it and keeps that when it
   * may be shared (false: the caller hands the request on).
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean}
   */
  function serve(req, res) {
    const key = sharedSearchKey(req);
    if (key === null) return false;
    const kept = pages.get(key);
    if (kept) {
      res.writeHead(kept.status, {
        ...kept.headers,
        age: String(Math.floor((Date.now() - kept.at) / 1000)),
      });
      res.end(kept.body);
      return true;
    }
    record(key, res);
    return false;
  }

  /**
   * @param {string} key
   * @param {import('node:http').ServerResponse} res
   */
  function record(key, res) {
    /** @type {Buffer[] | null} */
    let chunks = [];
    let size = 0;
    const at = Date.now();
    // What cleared the cache while this page was being rendered may not be in it: it is not kept.
    const generation = cleared;
    /** @param {unknown} chunk @param {unknown} encoding */
    const take = (chunk, encoding) => {
      if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = chunkBytes(chunk, encoding);
      size += buffer.length;
      if (size > MAX_PAGE_BYTES) chunks = null;
      else chunks.push(buffer);
    };
    const { write, end } = res;
    res.write = /** @type {typeof res.write} */ (
      function watchedWrite(/** @type {any[]} */ ...args) {
        take(args[0], args[1]);
        return write.apply(this, /** @type {any} */ (args));
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function watchedEnd(/** @type {any[]} */ ...args) {
        take(args[0], args[1]);
        return end.apply(this, /** @type {any} */ (args));
      }
    );
    res.once('finish', () => {
      if (chunks === null || res.statusCode !== 200 || generation !== cleared) return;
      if (res.hasHeader('set-cookie')) return;
      if (!/\bno-store\b/.test(String(res.getHeader('cache-control') ?? ''))) return;
      /** @type {Record<string, string | string[]>} */
      const kept = {};
      // Under the names as the site wrote them.
      for (const name of res.getRawHeaderNames()) {
        const value = res.getHeader(name);
        if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
        kept[name] = Array.isArray(value) ? value : String(value);
      }
      pages.set(key, { status: 200, headers: kept, body: Buffer.concat(chunks), at });
    });
  }

  function clear() {
    cleared += 1;
    pages.clear();
  }

  return {
    serve,
    clear,
    /** Pages kept now. */
    get size() {
      return pages.size;
    },
  };
}

/**
 * Makes a cache the one of this process (server.mjs does it once), which forgetSearchPages empties.
 *
 * @param {ReturnType<typeof createSearchPageCache>} cache
 */
export function registerSearchPageCache(cache) {
  /** @type {any} */ (globalThis)[REGISTRY] = cache;
  return cache;
}

/** Empties this process's cache of rendered results pages, if it has one (`next start` and tests have none). */
export function forgetSearchPages() {
  /** @type {any} */ (globalThis)[REGISTRY]?.clear();
}
