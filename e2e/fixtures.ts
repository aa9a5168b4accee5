import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { READY_MARK } from '../lib/ready-marks.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

interface Fixtures {
  /** Console messages the page printed; production pages must print none. */
  consoleMessages: string[];
}

export const test = base.extend<Fixtures>({
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await use(messages);
  },
});

/** Opens a page and waits until its client parts are interactive. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  // Quiet network is only a hint (a call still reading its answer keeps it busy); hydration is what counts.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await hydrated(page);
  return response;
}

/**
 * Waits until the page frame, and every control in it, has hydrated (the mark of components/layout/ready-mark.tsx):
 * a press on a control before then would be lost.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, {
    timeout: 60_000,
    polling: 100,
  });
}

export { expect };

/** Holds the site's scripts until released: the page is on screen, readable and typed into, but not yet running. */
export async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the scripts the page asks for from now on. `arrive()` lets them through and waits until they have arrived and
 * the page has painted twice since.
 */
export async function holdLaterScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrivals: Promise<unknown>[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = route.request().url();
    arrivals.push(page.waitForEvent('requestfinished', { predicate: (request) => request.url() === url }));
    await released;
    await route.continue();
  });
  return {
    held: () => arrivals.length,
    async arrive() {
      release();
      await Promise.all(arrivals);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
    },
  };
}

/** Naira amount of a results card: its last price is what a night costs. */
export async function priceOf(card: Locator): Promise<number> {
  const text = await card
    .getByText(/^₦[\d,]+$/)
    .last()
    .innerText();
  return Number(text.replace(/[₦,]/g, ''));
}

/**
 * A page rendered for its request that names nothing this visitor may see shows the not-found page, kept out of
 * search engines. Its status stays 200: with cache components the page's kept frame is sent before the page knows
 * (Next.js docs, loading.js "Status codes"); kept pages and the API answer 404 itself.
 */
export async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
}
