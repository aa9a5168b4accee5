import type { Browser, BrowserContext, Page } from '@playwright/test';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

interface Loaded {
  /** Bytes each picture took on the wire (CDP Network.loadingFinished encodedDataLength), by address. */
  pictures: Map<string, number>;
  /** Requests for pages' data the traveller did not open (Next.js prefetches carry _rsc= or the RSC header). */
  prefetches: number;
}

/** Opens a page and counts what it loads, until it has been still for `quiet` ms. */
async function load(page: Page, path: string, quiet = 6000): Promise<Loaded> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const loaded: Loaded = { pictures: new Map(), prefetches: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    if (/[?&]_rsc=/.test(e.request.url) || e.request.headers.RSC === '1') loaded.prefetches += 1;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url && new URL(url).pathname.startsWith('/media/')) loaded.pictures.set(url, e.encodedDataLength);
  });
  await open(page, path);
  // The hero's other slides are fetched once the page has loaded and the browser is idle (up to 3 s later).
  await page.waitForTimeout(quiet);
  return loaded;
}

const heroFirst = (loaded: Loaded) => [...loaded.pictures].find(([url]) => /\/media\/hero\/0\.w\d+\.webp$/.test(url));
const heroPictures = (loaded: Loaded) => [...loaded.pictures.keys()].filter((url) => url.includes('/media/hero/'));
const total = (loaded: Loaded) => [...loaded.pictures.values()].reduce((a, b) => a + b, 0);

/** A browser as it is with its data saver on: the Save-Data header on every request, and navigator.connection.saveData. */
async function savingBrowser(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'Save-Data': 'on', 'x-forwarded-for': uniqueGuest().ip },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return { context, page };
}

test.describe('data saver', () => {
  test.describe.configure({ timeout: 120_000 });

  test('with the browser’s data saver, home loads smaller pictures, one hero picture that does not rotate, and no prefetches', async ({
    page,
    browser,
    baseURL,
    consoleMessages,
  }) => {
    const normal = await load(page, '/');
    // Without it, the slideshow plays: all four hero pictures, and the button to pause it.
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    expect(heroPictures(normal)).toHaveLength(4);

    const { context, page: saving } = await savingBrowser(browser, baseURL);
    const messages: string[] = [];
    saving.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    saving.on('pageerror', (e) => messages.push(e.message));
    const light = await load(saving, '/');
    expect(
      await saving.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
    ).toBe(true);
    expect(heroPictures(light)).toHaveLength(1);
    await expect(saving.locator('#home-hero img')).toHaveCount(1);
    await expect(saving.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    // The same first picture, in a smaller file.
    const [normalUrl, normalBytes] = heroFirst(normal)!;
    const [lightUrl, lightBytes] = heroFirst(light)!;
    expect(lightUrl).toBe(normalUrl);
    expect(lightBytes).toBeLessThan(normalBytes * 0.6);
    expect(total(light)).toBeLessThan(total(normal) * 0.7);
    expect(light.prefetches).toBe(0);
    expect(normal.prefetches).toBe(0);
    // Cached shells stay as they are: no hydration warning, no error.
    expect(messages).toEqual([]);
    expect(consoleMessages).toEqual([]);
    await context.close();
  });

  test('chosen in Preferences, data saver is kept with the account and on the device, and home loads light until it is turned off', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    const other = await browser.newContext({ baseURL });
    const normal = await load(await other.newPage(), '/', 4000);
    await other.close();

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueGuest().ip });
    await registerGuest(page.request);
    await open(page, '/hotel/settings?tab=Preferences');
    const saver = page.getByRole('checkbox', { name: /Data saver/ });
    await expect(saver).not.toBeChecked();
    await saver.check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'data-saver')?.value).toBe('on');

    const light = await load(page, '/');
    expect(heroPictures(light)).toHaveLength(1);
    await expect(page.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    expect(heroFirst(light)![1]).toBeLessThan(heroFirst(normal)![1] * 0.6);

    // Stored with the account: the switch shows it on the next visit, and turns it off again.
    await open(page, '/hotel/settings?tab=Preferences');
    await expect(saver).toBeChecked();
    await saver.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'data-saver')).toBe(false);
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible({ timeout: 15_000 });
  });

  test('the switch is in Preferences in every language', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueGuest().ip });
    await registerGuest(page.request);
    for (const [prefix, label] of [
      ['', 'Data saver'],
      ['/fr', 'Économiseur de données'],
      ['/zh', '流量节省'],
      ['/ar', 'توفير البيانات'],
    ] as const) {
      await open(page, `${prefix}/hotel/settings?tab=Preferences`);
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
  });
});
