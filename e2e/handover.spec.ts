import type { Locator, Page } from '@playwright/test';
import { expect, holdLaterScripts, open, PHONE, test } from './fixtures';

// The home page's search bar and newsletter field start as plain forms whose code arrives when the visitor reaches for
// them. On a slow network it may arrive while a button is held down, or while the caret sits inside a word: the press
// still counts, and the caret stays where it was.

/** Presses a button and holds it down while the held scripts arrive, then lets go. */
async function pressWhileArriving(page: Page, button: Locator, scripts: { arrive(): Promise<void> }) {
  await button.hover();
  await page.mouse.down();
  await scripts.arrive();
  await page.mouse.up();
}

test.describe('the plain forms hand over to their full forms', () => {
  test('a Search held down while the bar’s code arrives searches', async ({ page, consoleMessages }) => {
    await open(page, '/');
    const hero = page.locator('#home-hero');
    const scripts = await holdLaterScripts(page);
    await hero.getByLabel('Destination').click();
    await page.keyboard.type('Lagos');
    expect(scripts.held()).toBeGreaterThan(0);
    await pressWhileArriving(page, hero.getByRole('button', { name: 'Search' }), scripts);
    await expect(page).toHaveURL(/\/hotel\/result\?.*location=Lagos/);
    expect(consoleMessages).toEqual([]);
  });

  test('the caret stays where it was in the destination when the bar’s code arrives', async ({
    page,
    consoleMessages,
  }) => {
    await open(page, '/');
    const destination = page.locator('#home-hero').getByLabel('Destination');
    const scripts = await holdLaterScripts(page);
    await destination.click();
    await page.keyboard.type('Lagos');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.arrive();
    await page.keyboard.type('X');
    await expect(destination).toHaveValue('LagXos');
    await expect(destination).toBeFocused();
    expect(consoleMessages).toEqual([]);
  });

  test('a Subscribe held down while the newsletter’s code arrives subscribes', async ({ page, consoleMessages }) => {
    await open(page, '/');
    const section = page.locator('#newsletter');
    const scripts = await holdLaterScripts(page);
    await section.getByRole('textbox', { name: 'Your e-mail address' }).click();
    await page.keyboard.type(`held.${Date.now()}@example.com`);
    expect(scripts.held()).toBeGreaterThan(0);
    await pressWhileArriving(page, section.getByRole('button', { name: 'Subscribe' }), scripts);
    await expect(page.getByRole('region').getByText('Successfully subscribed to the newsletter!')).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('letters typed one after another while the bar’s code arrives stay in order', async ({
    page,
    consoleMessages,
  }) => {
    await open(page, '/');
    const destination = page.locator('#home-hero').getByLabel('Destination');
    await destination.tap();
    // The bar takes over between two of these keys.
    await page.keyboard.type('Lagos', { delay: 100 });
    await expect(destination).toHaveValue('Lagos');
    await expect(destination).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });
});
