/** @jest-environment node */
import { NextRequest } from 'next/server';
import { contentSecurityPolicy, HSTS, strictTransportSecurity } from './headers.mjs';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('never allows eval in production, and names Google one-tap and the image CDN', () => {
    const policy = directives(contentSecurityPolicy({ imageHosts: ['cdn.example.com'] }));
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://accounts.google.com/gsi/client']));
    expect(policy['img-src']).toContain('https://cdn.example.com');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // No per-request nonce, which would make every page uncacheable (e2e/hardening.spec.ts compares two requests).
    expect(contentSecurityPolicy()).not.toMatch(/nonce-/);
  });

  it('allows eval only to the development server', () => {
    expect(directives(contentSecurityPolicy({ development: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('Strict-Transport-Security', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    jest.resetModules();
  });

  it('is sent when SITE_URL is https, and not for an http site', () => {
    expect(strictTransportSecurity('https://staynaija.com')).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=(\d+)$/);
    expect(Number(/\d+/.exec(HSTS)![0])).toBeGreaterThanOrEqual(31_536_000);
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });

  it('is on every page and API answer of the proxy, refusals and redirects included, as SITE_URL says at start', async () => {
    process.env.SITE_URL = 'https://staynaija.com';
    const { proxy } = await import('@/proxy');
    for (const path of ['/', '/hotels?location=lagos', '/api/search', '/api/%FF', '/media/%FF/x']) {
      expect(
        (await proxy(new NextRequest(`https://staynaija.com${path}`))).headers.get('strict-transport-security'),
      ).toBe(HSTS);
    }
    jest.resetModules();
    process.env.SITE_URL = 'http://localhost:3000';
    const plain = await import('@/proxy');
    expect(
      (await plain.proxy(new NextRequest('http://localhost:3000/'))).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('the proxy refuses broken escapes under /media/ with a 400', async () => {
    const { proxy, config } = await import('@/proxy');
    for (const path of ['/media/property/%FF', '/media/%FF/x', '/hotels/%E0%A4%A']) {
      expect((await proxy(new NextRequest(`http://localhost:3000${path}`))).status).toBe(400);
      // ...and the proxy runs for them at all (its matcher once left /media/ out).
      expect(config.matcher.some((m) => new RegExp(`^${m}$`).test(path))).toBe(true);
    }
    expect(config.matcher.some((m) => new RegExp(`^${m}$`).test('/_next/static/x.js'))).toBe(false);
    expect((await proxy(new NextRequest('http://localhost:3000/media/property/x.svg'))).status).toBe(200);
  });
});
