import { test as base, expect, type Locator, type Page } from '@playwright/test';

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
  await page.waitForLoadState('networkidle');
  return response;
}

export { expect };

/** Naira amount of a results card: its last price is what a night costs. */
export async function priceOf(card: Locator): Promise<number> {
  const text = await card
    .getByText(/^₦[\d,]+$/)
    .last()
    .innerText();
  return Number(text.replace(/[₦,]/g, ''));
}
