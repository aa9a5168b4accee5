import { addDays, todayInLagos } from '../lib/dates';
import { freeStay } from './checkout-helpers';
import { DESKTOP, expect, open, test } from './fixtures';

// The server runs with the default booking horizon: a check-in may be at most 365 days after today in Lagos.
const MESSAGE = 'Check-in can be at most 365 days ahead.';
const today = todayInLagos();
const beyond = { checkIn: addDays(today, 366), checkOut: addDays(today, 368) };
const last = { checkIn: addDays(today, 365), checkOut: addDays(today, 367) };

test.describe('the booking horizon', () => {
  test('the results page says how far ahead a check-in may be, and so does its search bar on Search', async ({
    page,
  }) => {
    await open(page, `/hotel/result?location=Lagos&checkIn=${beyond.checkIn}&checkOut=${beyond.checkOut}`);
    await expect(page.getByText(MESSAGE)).toHaveCount(1);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dates = page.getByRole('button', { name: /^Check-in — Check-out/ });
    await expect(dates).toHaveAccessibleDescription(MESSAGE);
    await expect(page).toHaveURL(new RegExp(`checkIn=${beyond.checkIn}`));

    await open(page, `/hotel/result?location=Lagos&checkIn=${last.checkIn}&checkOut=${last.checkOut}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });

  test('the hotel page offers no room beyond the horizon, and its stay form stops at the last check-in', async ({
    page,
    request,
  }) => {
    const { hotel } = await freeStay(request, 12);
    const stay = (dates: { checkIn: string; checkOut: string }) =>
      `/hotel/${encodeURIComponent(hotel.slug)}?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&adults=2&children=0&room=1`;
    await open(page, stay(beyond));
    const section = page.locator('#availability');
    await expect(section.getByRole('alert')).toHaveText(MESSAGE);
    await expect(section.getByRole('article')).toHaveCount(0);
    await expect(section.getByLabel('Check-in')).toHaveAttribute('max', last.checkIn);
    await expect(section.getByLabel('Check-out')).toHaveAttribute('max', addDays(last.checkIn, 30));

    await open(page, stay(last));
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });

  test("the booking page refuses such a stay in its 'Invalid Dates' dialog", async ({ page, request }) => {
    const { hotel, room } = await freeStay(request, 13);
    await open(
      page,
      `/hotel/booking-details/${hotel._id}?checkIn=${beyond.checkIn}&checkOut=${beyond.checkOut}&adults=2&children=0&rooms=1&selection=${room.categoryId}:1`,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Invalid Dates' });
    await expect(dialog).toContainText(MESSAGE, { timeout: 30_000 });
  });

  test('the search bar’s calendar disables the days after the last check-in and stops there', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page
      .locator('#home-hero')
      .getByRole('button', { name: /^Check-in — Check-out/ })
      .click();
    const dialog = page.getByRole('dialog');
    const day = (iso: string) => dialog.locator(`td[data-day="${iso}"]:not([data-outside])`);
    await expect(dialog.locator('.rdp-root')).toBeVisible();
    await expect(day(addDays(today, 1)).getByRole('button')).toBeEnabled();
    const next = dialog.getByRole('button', { name: /next month/i });
    for (let i = 0; i < 14 && (await day(last.checkIn).count()) === 0; i++) await next.click();
    await expect(day(last.checkIn).getByRole('button')).toBeEnabled();
    await expect(day(beyond.checkIn).getByRole('button')).toBeDisabled();
    // Navigation ends with the month of the last check-out the longest stay allows.
    for (let i = 0; i < 3 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) await next.click();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(day(addDays(last.checkIn, 30))).toBeVisible();
  });
});
