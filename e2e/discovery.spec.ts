import type { Locator, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import ar from '../messages/ar';
import en from '../messages/en';
import { fill } from '../lib/format/fill';
import { DESKTOP, PHONE, expect, open, priceOf, test } from './fixtures';

type Messages = typeof en;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks a day of the open calendar, moving on a month at a time until it is shown. */
async function pickDay(dialog: Locator, iso: string) {
  const day = dialog.locator(`td[data-day="${iso}"] button:not([disabled])`);
  // The calendar loads when the dialog opens; look for the day only once a month is drawn.
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dialog.locator('.rdp-button_next').click();
  }
  await day.click();
}

async function searchFromHome(page: Page, m: Messages, checkIn: string, checkOut: string) {
  const hero = page.locator('#home-hero');
  const searchButton = hero.getByRole('button', { name: m.search.search, exact: true });
  const datesButton = hero.getByRole('button', { name: new RegExp(`^${escape(m.search.dates)}`) });
  const calendar = page.getByRole('dialog');

  // Every message the search bar gives, in the order a traveller meets them.
  await searchButton.click();
  await expect(hero.getByText(m.validation.locationRequired)).toBeVisible();
  await hero.getByRole('combobox', { name: m.search.location }).fill('Lagos');
  // On a phone the suggestions cover the fields below: the traveller takes the place from them.
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^Lagos ${escape(m.search.suggest.state)}`) })
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await datesButton.click();
  await calendar.getByRole('button', { name: m.search.clearDates }).click();
  await calendar.getByRole('button', { name: m.search.done }).click();
  await searchButton.click();
  await expect(hero.getByText(m.validation.checkInRequired)).toBeVisible();

  await datesButton.click();
  await pickDay(calendar, checkIn);
  await calendar.getByRole('button', { name: m.search.done }).click();
  await searchButton.click();
  await expect(hero.getByText(m.validation.checkOutRequired)).toBeVisible();

  await datesButton.click();
  await pickDay(calendar, checkOut);
  await calendar.getByRole('button', { name: m.search.done }).click();

  // Three adults: one more than the default two.
  await hero.getByRole('button', { name: new RegExp(`^${escape(m.search.guests)}`) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: fill(m.search.increase, { label: m.search.adults }) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: m.search.done }).click();

  await searchButton.click();
  await page.waitForURL(/\/hotel\/result\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    location: 'Lagos',
    checkIn,
    checkOut,
    adults: '3',
    children: '0',
    room: '1',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(m.results.title, { location: 'Lagos' }));
}

async function filterAndSort(page: Page, m: Messages, phone: boolean) {
  const count = () => page.getByRole('status').filter({ hasText: /\d/ }).first().innerText();
  const before = await count();
  if (phone) await page.getByText(m.results.showFilters).click();
  // Pages left behind stay in the document, hidden (the framework keeps them for going back): only visible controls.
  await page.getByRole('radio', { name: m.results.types.hotel, exact: true }).check();
  await page.getByRole('checkbox', { name: m.results.freeCancellationOnly }).check();
  await page.getByRole('button', { name: m.results.applyFilters }).click();
  await expect(page).toHaveURL(/type=hotel/);
  await expect(page).toHaveURL(/freeCancellation=1/);
  await expect(page).toHaveURL(/checkIn=/);
  expect(await count()).not.toBe(before);

  await page.getByRole('combobox', { name: m.results.sortBy }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/type=hotel/);
  const cards = page.locator('main article:visible');
  expect(await cards.count()).toBeGreaterThan(1);
  const prices: number[] = [];
  for (let i = 0; i < (await cards.count()); i++) prices.push(await priceOf(cards.nth(i)));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
}

async function chooseRoomsOnHotelPage(
  page: Page,
  m: Messages,
  stay: { checkIn: string; checkOut: string },
  beforeLeaving: () => Promise<void>,
) {
  const name = await page.locator('main article:visible h3').first().innerText();
  await page.locator('main article:visible').first().getByRole('link', { name }).click();
  await page.waitForURL(/\/hotel\/[a-z0-9-]+/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The search carries over: its dates and party are in the stay form.
  const section = page.locator('#availability');
  await expect(section.getByLabel(m.search.checkIn, { exact: true })).toHaveValue(stay.checkIn);
  await expect(section.getByLabel(m.search.checkOut, { exact: true })).toHaveValue(stay.checkOut);

  const later = { checkIn: addDays(stay.checkIn, 7), checkOut: addDays(stay.checkIn, 10) };
  await section.getByLabel(m.search.checkIn, { exact: true }).fill(later.checkIn);
  await section.getByLabel(m.search.checkOut, { exact: true }).fill(later.checkOut);
  await section.getByRole('button', { name: fill(m.search.decrease, { label: m.search.adults }) }).click();
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/search-availability') && r.url().includes(`checkOutDate=${later.checkOut}`),
  );
  await section.getByRole('button', { name: m.hotel.changeSearch }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`checkIn=${later.checkIn}&checkOut=${later.checkOut}&adults=2`));

  await section.locator('select:not([disabled])').first().selectOption('1');
  await beforeLeaving();
  await section.getByRole('button', { name: m.hotel.reserve }).click();
  await page.waitForURL(/\/hotel\/booking-details\//);
  const url = new URL(page.url());
  expect(url.searchParams.get('checkIn')).toBe(later.checkIn);
  expect(url.searchParams.get('rooms')).toBe('1');
  const selection = JSON.parse((await page.evaluate(() => sessionStorage.getItem('booking-selection'))) ?? 'null');
  expect(selection).toMatchObject({
    hotelName: name,
    checkInDate: later.checkIn,
    checkOutDate: later.checkOut,
    numOfNight: 3,
    numOfAdults: 2,
    numOfRooms: 1,
    totalSelectedRooms: 1,
  });
  expect(selection.selectedRoomDetails).toHaveLength(1);
}

const journeys = [
  { title: 'in English on a desktop', lng: 'en', m: en, viewport: DESKTOP },
  { title: 'in English on a 390 px phone', lng: 'en', m: en, viewport: PHONE },
  { title: 'in Arabic on a 390 px phone, right to left', lng: 'ar', m: ar as Messages, viewport: PHONE },
];

test.describe('a traveller finds and chooses a room', () => {
  for (const { title, lng, m, viewport } of journeys) {
    test(title, async ({ page, consoleMessages }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await open(page, `/?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');

      const checkIn = addDays(todayInLagos(), 3);
      const checkOut = addDays(checkIn, 2);
      await searchFromHome(page, m, checkIn, checkOut);
      await filterAndSort(page, m, viewport === PHONE);
      // The booking page is not part of this journey: checks end before the browser leaves for it.
      await chooseRoomsOnHotelPage(page, m, { checkIn, checkOut }, async () => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Production pages print nothing to the console.
        expect(consoleMessages).toEqual([]);
      });
    });
  }
});
