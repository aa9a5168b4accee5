import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueGuest } from './auth-helpers';
import { bookStay, freeRoom, slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

/** A visitor's booking paid at the property, made through this browser's booking calls (it holds the booking cookie). */
async function visitorBooking(request: APIRequestContext, daysAhead: number) {
  const guest = uniqueGuest();
  const booking = await bookStay(request, await freeRoom(request, daysAhead, false), { guest: { email: guest.email } });
  return { bookingId: booking.id, email: guest.email, confirmation: booking.confirmation };
}

/** The property's name and one-line address as the confirmation shows them. */
async function propertyFacts(page: Page) {
  const cell = page.locator('dd').first();
  return {
    hotel: (await cell.locator('.font-semibold').innerText()).trim(),
    address: (await cell.locator('[dir="auto"]').innerText()).trim(),
  };
}

test.describe('share and find a booking', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueGuest().ip });
  });

  test('without a share sheet, Share opens a WhatsApp message of the hotel, dates and reference; Directions a map search of the address', async ({
    page,
    context,
    consoleMessages,
  }) => {
    const booking = await visitorBooking(page.request, 70);
    await open(page, booking.confirmation);
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    const { hotel, address } = await propertyFacts(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    const share = page.getByRole('link', { name: 'Share', exact: true });
    const href = await share.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = new URL(href!).searchParams.get('text')!;
    expect(text).toMatch(new RegExp(`^My stay at .+: .+ to .+\\. Booking reference: ${reference}$`));
    expect(text).toContain(hotel);
    // Nobody's name or e-mail leaves with it.
    expect(text).not.toContain('Ada');
    expect(text).not.toContain(booking.email);

    const directions = page.getByRole('link', { name: 'Directions (opens in a new tab)' });
    const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
    await expect(directions).toHaveAttribute('href', maps);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${booking.bookingId}/calendar`,
    );

    // The message opens in WhatsApp (answered here, so the test needs no outside network).
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), share.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('text')).toBe(text);
    await popup.close();

    // The manage page offers the same two.
    await open(page, `/manage-booking/${booking.bookingId}`);
    await expect(page.getByRole('link', { name: 'Share', exact: true })).toHaveAttribute('href', href!);
    await expect(page.getByRole('link', { name: 'Directions (opens in a new tab)' })).toHaveAttribute('href', maps);
    expect(consoleMessages).toEqual([]);
  });

  test('with a share sheet, Share hands it the hotel, dates and reference and opens nothing else', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const booking = await visitorBooking(page.request, 73);
    await open(page, booking.confirmation);
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    const { hotel } = await propertyFacts(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('link', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: hotel, text: expect.stringMatching(new RegExp(`Booking reference: ${reference}$`)) }]);
    expect(page.url()).toContain(booking.confirmation);
    expect(popups).toBe(0);
  });

  test('in Arabic the links say so, the message is Arabic, and the buttons follow the right-to-left row', async ({
    page,
  }) => {
    const booking = await visitorBooking(page.request, 76);
    await open(page, `/ar${booking.confirmation}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    const share = page.getByRole('link', { name: 'مشاركة', exact: true });
    const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toMatch(new RegExp(`^إقامتي في .+ رقم الحجز: ${reference}$`));
    const directions = page.getByRole('link', { name: /^الاتجاهات/ });
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    // Right to left: the calendar button comes first, at the right, and Share to its left.
    const calendarBox = (await page.getByRole('link', { name: 'إضافة إلى التقويم' }).boundingBox())!;
    const shareBox = (await share.boundingBox())!;
    expect(shareBox.x).toBeLessThan(calendarBox.x);
  });
});
