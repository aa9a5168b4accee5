import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../lib/dates';
import { graveViolations } from './accessibility';
import { latestCode, outboxFor, uniqueGuest } from './auth-helpers';
import { bookStay, freeRoom, slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

/** A visitor's booking paid at the property, made through the booking calls of one browser. */
async function payAtProperty(request: APIRequestContext, stay: Awaited<ReturnType<typeof freeRoom>>, email: string) {
  return bookStay(request, stay, { guest: { email } });
}

test.describe('manage a booking without an account', () => {
  // A booking, a code and four personal pages on a production server.
  test.describe.configure({ timeout: 150_000 });

  test('a guest opens the booking with a code in another browser, changes its dates and cancels it; nothing else opens', async ({
    browser,
    baseURL,
    page,
    consoleMessages,
  }) => {
    const guest = uniqueGuest();
    const booker = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': guest.ip } });
    const stay = await freeRoom(booker.request, 150, false);
    const booking = await payAtProperty(booker.request, stay, guest.email);
    // Another booking of the same guest, which the code for the first one must not open.
    const other = await payAtProperty(booker.request, stay, guest.email);
    await booker.close();

    // A new browser, without the booking's cookie or an account.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueGuest().ip });
    await open(page, '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Manage a booking' })).toHaveAttribute(
      'href',
      '/manage-booking',
    );
    await open(page, '/manage-booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your booking');
    expect(await graveViolations(page), 'manage-booking').toEqual([]);
    const before = (await outboxFor(page.request, guest.email)).messages.length;
    await expect(async () => {
      await page.getByLabel('Booking reference').fill(booking.reference.toLowerCase());
      await page.getByLabel('E-mail or phone number').fill(guest.email);
      await expect(page.getByLabel('Booking reference')).toHaveValue(booking.reference.toLowerCase(), {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent a 6-digit code there' })).toContainText(
      `If booking \u2068${booking.reference}\u2069 has \u2068${guest.email}\u2069 on it`,
    );
    const code = await latestCode(page.request, guest.email, before);
    const outbox = (await (await page.request.get('/api/dev/outbox', { params: { to: guest.email } })).json()) as {
      messages: { subject: string; body: string }[];
    };
    expect(outbox.messages[0]).toMatchObject({
      subject: 'Your StayNaija booking code',
      body: `${code} is your code to manage your StayNaija booking. It expires in 10 minutes. Never share it with anyone.`,
    });

    // A wrong code first: the field says so.
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Open booking' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
      'The code is wrong or has expired. Check your details or ask for a new code.',
    );
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Open booking' }).click();
    await page.waitForURL(new RegExp(`/manage-booking/${booking.id}$`));
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByText(/can manage this booking for 30 minutes after your last action/)).toBeVisible();
    expect(await graveViolations(page), 'managed booking').toEqual([]);
    const own = await page.request.get(page.url());
    expect(own.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    const calendar = await page.request.get(`/api/bookings/${booking.id}/calendar`);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${booking.id}/calendar`,
    );

    // The same code does not open anything twice, and this browser's grant opens no other booking.
    const reuse = await page.request.post('/api/manage-booking/open', {
      data: { reference: booking.reference, contact: guest.email, otp: code },
    });
    expect(reuse.status()).toBe(400);
    for (const path of [
      `/api/bookings/${other.id}`,
      `/api/bookings/${other.id}/calendar`,
      `/api/bookings/${other.id}/cancel`,
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    expect((await page.request.post(`/api/bookings/${other.id}/cancel`, { data: { confirm: true } })).status()).toBe(
      404,
    );
    // Its page sends this browser to the first step, as for a booking that does not exist.
    const second = await page.context().newPage();
    await second.goto(`/manage-booking/${other.id}`);
    await expect(second).toHaveURL(/\/manage-booking$/);
    await expect(second.getByLabel('Booking reference')).toHaveValue('');
    await second.close();

    // New dates, with the same rules as the account's change page.
    await page.getByRole('link', { name: 'Change dates' }).click();
    await page.waitForURL(new RegExp(`/manage-booking/${booking.id}/change$`));
    const newIn = addDays(stay.checkInDate, 1);
    const newOut = addDays(stay.checkOutDate, 1);
    await expect(async () => {
      await page.locator('input[name="checkInDate"]').fill(newIn);
      await page.locator('input[name="checkOutDate"]').fill(newOut);
      await expect(page.locator('input[name="checkInDate"]')).toHaveValue(newIn, { timeout: 1000 });
      await expect(page.locator('input[name="checkOutDate"]')).toHaveValue(newOut, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check availability and price' }).click();
    await expect(page.getByTestId('price-difference')).toContainText('The price does not change.');
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await page.waitForURL(new RegExp(`/manage-booking/${booking.id}$`));
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(`${iso}T12:00:00+01:00`),
      );
    await expect(page.getByText(`${day(newIn)}, from`)).toBeVisible();
    await expect(page.getByText(`${day(newOut)}, until`)).toBeVisible();
    const stored = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as {
      booking: { checkInDate: string; checkOutDate: string; status: string };
    };
    expect(stored.booking).toMatchObject({ checkInDate: newIn, checkOutDate: newOut, status: 'confirmed' });

    // Cancelled, free before the check-in day.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancellation-charge')).toContainText('Free cancellation: nothing to pay.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This booking is cancelled.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change dates' })).toHaveCount(0);

    // The wrong code's 400 is logged by the browser as a failed request; nothing else may be.
    expect(consoleMessages.filter((m) => /^(error|pageerror)/.test(m) && !m.includes('status of 400'))).toEqual([]);
  });
});
