import { addDays, todayInLagos } from '../lib/dates';
import ar from '../messages/ar';
import en from '../messages/en';
import { graveViolations } from './accessibility';
import { registerGuest } from './auth-helpers';
import { freeStay, hotelPage, reserve } from './checkout-helpers';
import { PHONE, expect, open, test } from './fixtures';

const checkIn = addDays(todayInLagos(), 21);
const checkOut = addDays(checkIn, 2);

/** The pages of the traveller's journey, each scanned as a phone shows it. */
const PAGES = [
  `/hotel/result?location=lagos&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1&room=1`,
  '/hotels?brand=palmgrove',
  '/login/sms',
  '/a-page-that-does-not-exist',
];

test.describe("axe finds no serious or critical violation along the traveller's journey", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [lng, scheme] of [
    ['en', 'light'],
    ['ar', 'dark'],
  ] as const) {
    test(`results, a brand, code sign-in, not found, a hotel, booking and settings (${lng}, ${scheme})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: scheme });
      // The language is chosen once and remembered.
      await open(page, `/?lng=${lng}`);
      for (const path of PAGES) {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        expect(await graveViolations(page), path).toEqual([]);
      }

      const stay = await freeStay(request, 70 + (lng === 'ar' ? 1 : 0));
      await open(page, hotelPage(stay));
      expect(await graveViolations(page), 'hotel').toEqual([]);
      await reserve(page, stay, (lng === 'en' ? en : ar).hotel.reserve);
      await expect(page.getByTestId('price-total')).toBeVisible();
      expect(await graveViolations(page), 'booking').toEqual([]);

      await registerGuest(page.request);
      await open(page, '/hotel/settings');
      expect(await graveViolations(page), 'settings').toEqual([]);
    });
  }
});
