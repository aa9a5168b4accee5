import type { Locator, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { graveViolations } from './accessibility';
import { PHONE, expect, open, test } from './fixtures';

/** Clicks a day of the open calendar, moving on a month at a time until it is shown. */
async function pickDay(dialog: Locator, iso: string) {
  const day = dialog.locator(`td[data-day="${iso}"] button:not([disabled])`);
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await dialog.locator('.rdp-button_next').click();
  await day.click();
}

/** Types into the destination field key by key, as a traveller does, and waits for the suggestion list. */
async function typeDestination(page: Page, field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 40 });
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  return list;
}

test.describe('destination suggestions', () => {
  test('by keyboard in English: a suggested area leads to its results', async ({ page, consoleMessages }) => {
    await open(page, '/');
    const field = page.locator('#home-hero').getByRole('combobox', { name: 'Destination' });
    const list = await typeDestination(page, field, 'lek');
    const lekki = list.getByRole('option', { name: /^Lekki Area · Lagos \d+ stays$/ });
    await expect(lekki).toBeVisible();
    await expect(page.getByText(/^\d+ destinations? suggested, use the up and down arrows to choose$/)).toBeAttached();
    // The page with the list open: the combobox, its listbox and options as axe checks them.
    expect(await graveViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(lekki).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await lekki.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Lekki');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hotel\/result\?/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Lekki');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Lekki');
    expect(consoleMessages).toEqual([]);
  });

  test('Escape closes the list and keeps the text; Tab leaves the field', async ({ page, consoleMessages }) => {
    await open(page, '/');
    const field = page.locator('#home-hero').getByRole('combobox', { name: 'Destination' });
    const list = await typeDestination(page, field, 'ab');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue('ab');
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(field).not.toBeFocused();
    expect(consoleMessages).toEqual([]);
  });

  test('by keyboard in Arabic, on a phone: a suggested city leads to its results', async ({
    page,
    consoleMessages,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/ar');
    const field = page.locator('#home-hero').getByRole('combobox', { name: 'الوجهة' });
    // Text in Arabic letters finds no place (names are stored in Latin letters) and breaks nothing.
    await field.click();
    await field.pressSequentially('أبوجا', { delay: 40 });
    await expect(page.getByText('لا توجد وجهات مطابقة')).toBeAttached();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await field.fill('');

    const list = await typeDestination(page, field, 'Abu');
    const abuja = list.getByRole('option', { name: /^Abuja مدينة · FCT/ });
    await expect(abuja).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(abuja).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Abuja');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ar\/hotel\/result\?/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Abuja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أماكن الإقامة في Abuja');
    expect(consoleMessages).toEqual([]);
  });
});

test.describe('changing the search without going home', () => {
  test('the results page holds its search, and a new destination, dates and party run a new one', async ({
    page,
    consoleMessages,
  }) => {
    const checkIn = addDays(todayInLagos(), 30);
    const checkOut = addDays(checkIn, 2);
    await open(page, `/hotel/result?location=Lekki&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&room=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Lekki');
    const field = page.getByRole('combobox', { name: 'Destination' });
    await expect(field).toHaveValue('Lekki');
    await expect(page.getByRole('button', { name: /^Guests 2 Adults • 0 Children • 1 Room/ })).toBeVisible();

    await field.fill('');
    const list = await typeDestination(page, field, 'ikej');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Ikeja');

    const newIn = addDays(checkIn, 7);
    const newOut = addDays(newIn, 3);
    await page.getByRole('button', { name: /^Check-in — Check-out/ }).click();
    const dialog = page.getByRole('dialog');
    await pickDay(dialog, newIn);
    await pickDay(dialog, newOut);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: /^Guests/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Increase Adults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Ikeja');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      location: 'Ikeja',
      checkIn: newIn,
      checkOut: newOut,
      adults: '3',
      children: '0',
      room: '1',
    });
    await expect(field).toHaveValue('Ikeja');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Ikeja');
    expect(consoleMessages).toEqual([]);
  });

  test('the hotel page offers the bar with the stay of its address', async ({ page, consoleMessages }) => {
    const checkIn = addDays(todayInLagos(), 40);
    const checkOut = addDays(checkIn, 2);
    await open(page, `/hotel/lagoon-bay-lekki?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1&room=2`);
    const field = page.getByRole('combobox', { name: 'Destination' });
    await expect(field).toHaveValue('Lekki');
    await expect(page.getByRole('button', { name: /^Guests 3 Adults • 1 Child • 2 Rooms/ }).first()).toBeVisible();
    await field.fill('');
    await typeDestination(page, field, 'port');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Port Harcourt');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hotel\/result\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      location: 'Port Harcourt',
      checkIn,
      checkOut,
      adults: '3',
      children: '1',
      room: '2',
    });
    expect(consoleMessages).toEqual([]);
  });
});
