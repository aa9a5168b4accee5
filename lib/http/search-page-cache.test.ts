/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  createSearchPageCache,
  forgetSearchPages,
  registerSearchPageCache,
  type SearchPageCache,
} from './search-page-cache.mjs';

const SEARCH = '/hotel/result?location=Lagos&checkIn=2031-01-10&checkOut=2031-01-12&adults=2&room=1';

interface Site {
  base: string;
  cache: SearchPageCache;
  /** Requests that reached the site's own handler (not answered from the cache). */
  rendered: string[];
  /** What the handler answers next, per request. */
  answer: (req: IncomingMessage, res: ServerResponse) => void;
  server: Server;
}

/** A server put together as server.mjs does: the cache first, then the site's handler, which writes in pieces. */
async function startSite(options?: { ttl?: number; maxBytes?: number }): Promise<Site> {
  const site = {
    cache: createSearchPageCache(options),
    rendered: [] as string[],
    answer: (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(`<p>${site.rendered.length} properties in ₦</p>`);
      res.end(`<p>${req.url}</p>`);
    },
  } as Site;
  site.server = createServer((req, res) => {
    if (site.cache.serve(req, res)) return;
    site.rendered.push(req.url ?? '');
    site.answer(req, res);
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  site.base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  return site;
}

let site: Site;
afterEach(async () => {
  await new Promise((resolve) => site.server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.base}${path}`, { headers, redirect: 'manual' });

describe('kept results pages', () => {
  it('answers the same search of another visitor with the page already rendered, byte for byte', async () => {
    site = await startSite();
    const first = await get(SEARCH);
    const firstBody = await first.text();
    expect(first.headers.get('age')).toBeNull();
    const again = await get(SEARCH);
    expect(await again.text()).toBe(firstBody);
    expect(again.status).toBe(200);
    expect(again.headers.get('age')).toBe('0');
    expect(again.headers.get('cache-control')).toContain('no-store');
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(site.rendered).toEqual([SEARCH]);
    // Another search, another language's address, another page of the same search: rendered for themselves.
    await get(SEARCH.replace('Lagos', 'Abuja'));
    await get(`/fr${SEARCH}`);
    await get(`${SEARCH}&page=2`);
    expect(site.rendered).toHaveLength(4);
  });

  it('never answers a signed-in guest, the router or another method from it, and keeps nothing of theirs', async () => {
    site = await startSite();
    await get(SEARCH, { cookie: 'i18next=en; sn_session=guest-token' });
    await get(SEARCH, { cookie: 'sn_session=guest-token' });
    await get(SEARCH, { rsc: '1' });
    await get(SEARCH, { 'next-router-prefetch': '1' });
    await fetch(`${site.base}${SEARCH}`, { method: 'HEAD' });
    expect(site.rendered).toHaveLength(5);
    expect(site.cache.size).toBe(0);
    // A visitor's page is not the guest's either.
    await get(SEARCH);
    await get(SEARCH, { cookie: 'sn_session=guest-token' });
    expect(site.rendered).toHaveLength(7);
  });

  it('keeps only whole, private 200 answers without Set-Cookie', async () => {
    site = await startSite();
    const answers: ((res: ServerResponse) => void)[] = [
      (res) => {
        res.statusCode = 307;
        res.setHeader('Location', '/fr/hotel/result');
        res.setHeader('Cache-Control', 'private, no-store');
        res.end();
      },
      (res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('Set-Cookie', 'i18next=fr; Path=/');
        res.end('set a cookie');
      },
      (res) => {
        res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
        res.end('kept by the framework');
      },
      (res) => {
        res.statusCode = 503;
        res.setHeader('Cache-Control', 'private, no-store');
        res.end('database away');
      },
    ];
    for (const answer of answers) {
      site.answer = (_req, res) => answer(res);
      await (await get(SEARCH)).arrayBuffer();
      await (await get(SEARCH)).arrayBuffer();
    }
    expect(site.rendered).toHaveLength(8);
    expect(site.cache.size).toBe(0);
  });

  it('keys what the proxy reads: the language cookie, the languages and the encodings', async () => {
    site = await startSite();
    site.answer = (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const gzip = /gzip/.test(String(req.headers['accept-encoding']));
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.end(gzip ? gzipSync('compressed page') : 'plain page');
    };
    const variants: Record<string, string>[] = [
      {},
      { cookie: 'i18next=fr' },
      { 'accept-language': 'ar' },
      { 'accept-encoding': 'gzip' },
      { cookie: 'theme=dark; i18next=fr' },
    ];
    for (const headers of variants) await (await get(SEARCH, headers)).arrayBuffer();
    // The last differs from the second only by a cookie nothing reads: it was answered from the second's page.
    expect(site.rendered).toHaveLength(4);
    const compressed = await get(SEARCH, { 'accept-encoding': 'gzip' });
    expect(compressed.headers.get('age')).not.toBeNull();
    expect(await compressed.text()).toBe('compressed page');
  });

  it('forgets every page when rooms or the catalogue change, and a page rendered meanwhile is not kept', async () => {
    site = await startSite();
    registerSearchPageCache(site.cache);
    await (await get(SEARCH)).text();
    expect(site.cache.size).toBe(1);
    forgetSearchPages();
    expect(site.cache.size).toBe(0);

    // A booking lands while a page is being rendered from the answer read before it.
    site.answer = (_req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.write('12 properties');
      forgetSearchPages();
      res.end('.');
    };
    await (await get(SEARCH)).text();
    expect(site.cache.size).toBe(0);
  });

  it('keeps a page for its time only, and within its memory', async () => {
    site = await startSite({ ttl: 200, maxBytes: 6 * 1024 });
    await (await get(SEARCH)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await (await get(SEARCH)).text();
    expect(site.rendered).toHaveLength(2);

    for (let i = 0; i < 10; i += 1) await (await get(`${SEARCH}&page=${i + 2}`)).text();
    // Each page counts its body and 1 KB: no more than six fit, the least recent went first.
    expect(site.cache.size).toBeLessThanOrEqual(6);
    await (await get(`${SEARCH}&page=11`)).text();
    await (await get(`${SEARCH}&page=2`)).text();
    expect(site.rendered.slice(-1)).toEqual([`${SEARCH}&page=2`]);
    expect(site.rendered).toHaveLength(13);
  });
});
