import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DEMO_PROPERTIES = 64;
const PAGE_SIZE = 12;
const CANONICAL = /^\/hotel\/[a-z0-9]+(-[a-z0-9]+)*$/;

interface CardLink {
  name: string;
  href: string;
}

/** Text of HTML as a reader sees it: tags dropped, the entities React writes decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

const attribute = (html: string, tag: RegExp, name: string) =>
  htmlText(new RegExp(`${name}="([^"]*)"`).exec(tag.exec(html)?.[0] ?? '')?.[1] ?? '');

/** Name and link of every card on every page of the /hotels listing. */
async function allCardLinks(page: Page): Promise<CardLink[]> {
  const links: CardLink[] = [];
  for (let n = 1; n <= Math.ceil(DEMO_PROPERTIES / PAGE_SIZE); n++) {
    const response = await page.goto(`/hotels?page=${n}`);
    expect(response?.status()).toBe(200);
    if (n === 1) await expect(page.getByText(`${DEMO_PROPERTIES} properties found`)).toBeVisible();
    const cards = page.locator('article h3 a');
    links.push(
      ...(await cards.evaluateAll((anchors) =>
        anchors.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
      )),
    );
  }
  return links;
}

/** Runs the checks a few at a time: enough to be quick, few enough for a small test machine. */
async function inBatches<T>(items: T[], size: number, check: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(check));
}

async function expectRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect([from, response.status()]).toEqual([from, 308]);
  const location = new URL(response.headers()['location'] ?? '', 'http://any.host');
  expect([from, `${location.pathname}${location.search}`]).toEqual([from, to]);
}

test.describe('property links', () => {
  test('every card of the listing opens its property under one canonical address', async ({ page, request }) => {
    test.setTimeout(180_000);
    const cards = await allCardLinks(page);
    expect(cards).toHaveLength(DEMO_PROPERTIES);
    expect(new Set(cards.map((c) => c.href)).size).toBe(DEMO_PROPERTIES);
    expect(cards.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Toyin Street Hotel & Lounge', 'Bode Thomas Hotel & Suites']),
    );
    for (const card of cards) expect([card.name, card.href]).toEqual([card.name, expect.stringMatching(CANONICAL)]);

    await inBatches(cards, 4, async ({ name, href }) => {
      const response = await request.get(href, { maxRedirects: 0 });
      expect([href, response.status()]).toEqual([href, 200]);
      const html = await response.text();
      expect([href, htmlText(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '')]).toEqual([href, name]);
      // The page names the same address as its canonical link, its Open Graph address and its structured data.
      const canonical = new URL(attribute(html, /<link[^>]*rel="canonical"[^>]*>/, 'href')).pathname;
      const openGraph = new URL(attribute(html, /<meta[^>]*property="og:url"[^>]*>/, 'content')).pathname;
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      const structured = new URL((JSON.parse(jsonLd) as { url: string }).url).pathname;
      expect({ href, canonical, openGraph, structured }).toEqual({
        href,
        canonical: href,
        openGraph: href,
        structured: href,
      });
    });

    // The sitemap and the footer's top hotels link to the same addresses.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/hotel\/[^<?/]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(cards.map((c) => c.href)));
    await page.goto('/');
    const footerLinks = await page
      .getByRole('contentinfo')
      .locator('a[href^="/hotel/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const hotelLinks = footerLinks.filter(
      (href) => !/^\/hotel\/(top-destination|categories|result|liked)\b/.test(href),
    );
    expect(hotelLinks.length).toBeGreaterThan(0);
    for (const href of hotelLinks) expect(cards.map((c) => c.href)).toContain(href);
  });

  test("a visitor opens the '&' hotels from their cards, with their preview pictures", async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const name of ['Toyin Street Hotel & Lounge', 'Bode Thomas Hotel & Suites']) {
      const card = page.locator('article h3 a', { hasText: name });
      for (let n = 1; n <= Math.ceil(DEMO_PROPERTIES / PAGE_SIZE) && !(await card.count()); n++) {
        await page.goto(`/hotels?page=${n}`);
      }
      await card.click();
      await page.waitForURL((url) => CANONICAL.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const preview = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
      const image = await request.get(`${preview.pathname}${preview.search}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('other spellings of an address move permanently to the canonical one', async ({ request }) => {
    const toyin = '/hotel/toyin-street-hotel-and-lounge';
    for (const variant of [
      '/hotel/Toyin%20Street%20Hotel%20%26%20Lounge',
      '/hotel/toyin-street-hotel-&-lounge',
      '/hotel/toyin-street-hotel-%26-lounge',
      '/hotel/TOYIN-STREET-HOTEL-AND-LOUNGE',
      '/hotel/toyin%20street%20hotel%20and%20lounge',
      '/hotel/toyin-street-hotel-and-lounge/',
    ]) {
      await expectRedirect(request, variant, toyin);
    }
    await expectRedirect(
      request,
      '/hotel/Bode%20Thomas%20Hotel%20&%20Suites?adults=2&rooms=1',
      '/hotel/bode-thomas-hotel-and-suites?adults=2&rooms=1',
    );
    await expectRedirect(request, '/hotel/Adire-House-Marina', '/hotel/adire-house-marina');

    const followed = await request.get('/hotel/Toyin%20Street%20Hotel%20%26%20Lounge');
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe(toyin);

    expect((await request.get('/hotel/toyin-street-hotel-%E0%A4%A', { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get('/hotel/no-such-hotel', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/hotel/result', { maxRedirects: 0 })).status()).toBe(200);
  });
});
