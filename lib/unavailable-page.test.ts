/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import ar from '@/messages/ar/unavailable.json';
import en from '@/messages/en/unavailable.json';
import fr from '@/messages/fr/unavailable.json';
import { mutation, route } from '@/lib/api/handler';
import { registerDatabaseCheck } from '@/lib/db/availability';
import { unavailablePage } from './unavailable-page';

const shared = globalThis as unknown as { __staynaijaDatabaseAvailability?: Record<string, unknown> };
const noParams = { params: Promise.resolve({}) };
let databaseUp = true;

beforeEach(() => {
  databaseUp = true;
  // The module keeps this object: reset it in place.
  Object.assign(shared.__staynaijaDatabaseAvailability!, { up: true, checkedAt: 0, running: undefined });
  registerDatabaseCheck(async () => databaseUp);
});

describe('the 503 page', () => {
  it('speaks the page’s language, right to left in Arabic, and needs nothing else of the site', () => {
    const page = unavailablePage('fr');
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain(fr.title);
    expect(page).toContain(fr.text);
    expect(unavailablePage('ar')).toContain('<html lang="ar" dir="rtl">');
    expect(unavailablePage('ar')).toContain(ar.text);
    expect(unavailablePage('en')).toContain('We’ll be right back');
    expect(page).not.toMatch(/<script|<link|src=/);
  });
});

describe('the proxy while the database is down', () => {
  it('lets pages through while the database answers', async () => {
    const res = await proxy(new NextRequest('http://localhost:3000/hotels'));
    expect(res.status).toBe(200);
  });

  it('answers every page with the 503 page in its language, never cached, and Retry-After', async () => {
    databaseUp = false;
    for (const [path, text] of [
      ['/', en.text],
      ['/hotels?location=lagos', en.text],
      ['/fr/hotels', fr.text],
      ['/ar/hotel/x', ar.text],
    ] as const) {
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.text()).toContain(text);
    }
  });

  it('still redirects and refuses as before, and leaves the API and pictures to their own answers', async () => {
    databaseUp = false;
    expect((await proxy(new NextRequest('http://localhost:3000/en/hotels'))).status).toBe(308);
    expect((await proxy(new NextRequest('http://localhost:3000/hotels/%E0%A4%A'))).status).toBe(400);
    expect((await proxy(new NextRequest('http://localhost:3000/api/search'))).status).toBe(200);
    expect((await proxy(new NextRequest('http://localhost:3000/media/property/x.svg'))).status).toBe(200);
  });

  it('lets pages through again as soon as the database answers', async () => {
    databaseUp = false;
    expect((await proxy(new NextRequest('http://localhost:3000/'))).status).toBe(503);
    databaseUp = true;
    shared.__staynaijaDatabaseAvailability!.checkedAt = 0;
    expect((await proxy(new NextRequest('http://localhost:3000/'))).status).toBe(200);
  });
});

describe('API handlers while the database is down', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' });

  it('answer 503 serviceUnavailable in the client’s language, with Retry-After and private, no-store', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const handler = route(async () => {
      throw Object.assign(new Error('Failed query'), { cause: refused() });
    });
    const res = await handler(
      new Request('http://localhost:3000/api/test', { headers: { 'accept-language': 'fr' } }),
      noParams,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body).toEqual({ code: 'serviceUnavailable', message: expect.stringContaining('indisponible') });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|5441|stack/);
    jest.restoreAllMocks();
  });

  it('answer 503 without running once the database is known to be down, and run again when it returns', async () => {
    let ran = 0;
    const handler = mutation(async () => {
      ran += 1;
      return { ok: true };
    });
    const request = () =>
      new Request('http://localhost:3000/api/test', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: '{}',
      });
    databaseUp = false;
    Object.assign(shared.__staynaijaDatabaseAvailability!, { up: false, checkedAt: Date.now() });
    const res = await handler(request(), noParams);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'serviceUnavailable' });
    expect(ran).toBe(0);
    databaseUp = true;
    shared.__staynaijaDatabaseAvailability!.checkedAt = 0;
    expect((await handler(request(), noParams)).status).toBe(200);
    expect(ran).toBe(1);
  });
});
