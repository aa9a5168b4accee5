import { addDays, todayInLagos } from '../lib/dates';
import { PHONE, expect, hydrated, open, priceOf, test } from './fixtures';

const checkIn = addDays(todayInLagos(), 14);
const checkOut = addDays(checkIn, 2);

test.describe('results pages', () => {
  test('a search lists available properties for the place, dates and party', async ({ page }) => {
    await open(page, `/hotel/result?location=vi&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&room=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Victoria Island');
    // Under the heading (the search bar above holds the same party).
    await expect(page.locator('main header').getByText('2 Adults • 0 Children • 1 Room')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ propert(y|ies) found$/);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    const cities = await cards.locator('p', { hasText: 'Lagos' }).allInnerTexts();
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city).toBe('Victoria Island, Lagos');
    // Beside the nightly price, what the stay costs: two nights of one room.
    const first = cards.first();
    const nightly = await priceOf(first);
    await expect(first.getByText(/ for 2 nights, 1 room$/)).toHaveText(
      `₦${(nightly * 2).toLocaleString('en-US')} for 2 nights, 1 room`,
    );
  });

  test('a results address opened in a new browser keeps its dates and party to the hotel and booking pages', async ({
    browser,
  }) => {
    // A shared link or a bookmark: nothing of an earlier search is in this browser.
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, `/hotel/result?location=Lagos&checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1&room=1`);
    const card = page.locator('main article').first();
    const name = await card.locator('h3').innerText();
    await card.getByRole('link', { name }).click();
    await page.waitForURL(/\/hotel\/[a-z0-9-]+\?/);
    await hydrated(page);
    const section = page.locator('#availability');
    await expect(section.getByLabel('Check-in', { exact: true })).toHaveValue(checkIn);
    await expect(section.getByLabel('Check-out', { exact: true })).toHaveValue(checkOut);
    await expect(section.getByText('Total for 2 nights').first()).toBeVisible();
    await section.locator('select:not([disabled])').first().selectOption('1');
    await section.getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    const stay = Object.fromEntries(new URL(page.url()).searchParams);
    expect(stay).toMatchObject({ checkIn, checkOut, adults: '3', children: '1', rooms: '1' });
    await context.close();
  });

  test('filters and sorting live in the URL and narrow the list', async ({ page }) => {
    await open(page, '/hotels');
    const total = Number((await page.getByRole('status').innerText()).split(' ')[0]);
    await page.getByLabel('Apartments').check();
    await page.getByLabel('Free cancellation only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=apartment/);
    await expect(page).toHaveURL(/freeCancellation=1/);
    const filtered = Number((await page.getByRole('status').innerText()).split(' ')[0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);

    // Applying the filters loaded a new page: its sort control submits once hydrated.
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/type=apartment/);
    const cards = page.locator('main article');
    const prices = [];
    for (let i = 0; i < (await cards.count()); i++) prices.push(await priceOf(cards.nth(i)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('cards without dates show the nightly price only; two rooms for three nights cost six nights', async ({
    page,
  }) => {
    await open(page, '/hotels');
    await expect(
      page
        .locator('main article')
        .first()
        .getByText(/ for \d+ nights?, /),
    ).toHaveCount(0);
    await open(page, `/hotel/result?location=lagos&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&room=2`);
    const first = page.locator('main article').first();
    const nightly = await priceOf(first);
    await expect(first.getByText(/ for 3 nights, 2 rooms$/)).toHaveText(
      `₦${(nightly * 6).toLocaleString('en-US')} for 3 nights, 2 rooms`,
    );
  });

  test('pages through all properties', async ({ page }) => {
    await open(page, '/hotels');
    const first = await page.locator('main article h3').first().innerText();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
    expect(await page.locator('main article h3').first().innerText()).not.toBe(first);
  });

  test('top destination and category pages', async ({ page }) => {
    await open(page, '/hotel/top-destination?state=lekki');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Lekki');
    await open(page, '/hotel/categories?category=resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resorts');
    await open(page, '/hotel/categories?category=spaceships');
    await expect(page.getByText("We don't have that category. Here are all our properties.")).toBeVisible();
  });

  test('an impossible search shows a clear empty state', async ({ page }) => {
    await open(
      page,
      `/hotel/result?location=Timbuktu&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&room=1`,
    );
    await expect(page.getByRole('heading', { name: 'No stays match your search' })).toBeVisible();
  });

  test('bad parameters are explained, never an error page', async ({ page }) => {
    const response = await open(page, '/hotel/result?location=lagos&checkIn=2020-01-01&checkOut=2020-01-02&room=zero');
    expect(response?.status()).toBe(200);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText("Your check-in date can't be in the past.");
    await expect(alert).toContainText('Rooms must be a whole number from 1 to 10');
    await expect(page.getByRole('status')).toHaveText(/propert(y|ies) found/);
  });

  test('works on a phone, in Arabic, and without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/hotels?lng=ar&type=resort');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    await page.getByText('إظهار عوامل التصفية').click();
    // Property type 'Any' and the amenities speak Arabic too.
    await expect(page.getByRole('radio', { name: 'أي نوع' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'واي فاي مجاني' })).toBeVisible();
    await expect(page.locator('main article').first().locator('li').first()).not.toHaveText(/[A-Za-z]/);
    await page.getByRole('button', { name: 'تطبيق عوامل التصفية' }).click();
    await expect(page).toHaveURL(/type=resort/);
    await context.close();
  });

  test("a sort chosen before the page's scripts have run is applied once they have", async ({ page }) => {
    // A slow network: the page's scripts arrive well after its HTML.
    let held = true;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (held) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/hotels?type=apartment', { waitUntil: 'commit' });
    await page.getByLabel('Sort by').selectOption('price_asc');
    held = false;
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/type=apartment/);
  });
});

test.describe('GET /api/search', () => {
  test('answers results and 400 for bad input', async ({ request }) => {
    const ok = await request.get('/api/search', {
      params: { location: 'Abuja', checkIn, checkOut, adults: '2', room: '1' },
    });
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.hotels[0].location.city).toBe('Abuja');
    const bad = await request.get('/api/search', { params: { sort: 'cheapest' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('Unknown sort order');
  });
});

test.describe('search engines', () => {
  test('robots.txt and a sitemap listing every hotel page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const { total } = await (await request.get('/api/search')).json();
    // Every hotel page once per language: English unprefixed, then /fr, /zh and /ar.
    const hotelPages = sitemap.match(/<loc>[^<]*\/hotel\/[a-z0-9%-]+<\/loc>/g) ?? [];
    expect(hotelPages.length).toBe(total * 4);
    for (const prefix of ['/fr/hotel/', '/zh/hotel/', '/ar/hotel/'])
      expect(hotelPages.filter((loc) => loc.includes(prefix))).toHaveLength(total);
  });
});
