import { readFile } from 'node:fs/promises';
import { registerGuest } from './auth-helpers';
import { createBooking, freeRoom, slowExpect as expect } from './booking-helpers';
import { DESKTOP, expectNotFoundPage, open, PHONE, test } from './fixtures';

test.describe('the reservations desk', () => {
  test.describe.configure({ timeout: 150_000 });

  test('is not there for a visitor or a guest: the desk page is the not-found page, its CSV 403, no link', async ({
    page,
  }) => {
    await open(page, '/desk');
    await expectNotFoundPage(page);
    const csv = await page.request.get('/api/desk/bookings.csv');
    expect(csv.status()).toBe(403);
    expect(csv.headers()['cache-control']).toBe('private, no-store');

    await registerGuest(page.request);
    await open(page, '/desk/bookings/00000000-0000-4000-8000-000000000000');
    await expectNotFoundPage(page);
    expect((await page.request.get('/api/desk/bookings.csv')).status()).toBe(403);
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Welcome, Ada/ })
      .hover();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reservations desk' })).toHaveCount(0);
  });

  test('staff find a booking by its reference, open its record and export the list as CSV', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await registerGuest(page.request);
    // A guest's pay-at-property booking.
    const stay = await freeRoom(page.request, 40, false);
    const created = await createBooking(
      page.request,
      {
        hotelId: stay.hotelId,
        categoryId: stay.room.categoryId,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
      },
      {
        email: 'funke.adeyemi@example.com',
        fullName: 'Funke Adeyemi',
        phoneNumber: '08039876543',
        address: '',
        state: 'Oyo',
      },
    );
    expect(created.status()).toBe(201);
    const { bookingID, reference } = (await created.json()) as { bookingID: string; reference: string };
    expect((await page.request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } })).status()).toBe(
      200,
    );

    const granted = await page.request.post('/api/dev/staff', { data: { staff: true } });
    expect(granted.status()).toBe(200);

    // The menu now leads to the desk.
    await open(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Welcome, Ada/ })
      .hover();
    await page.getByRole('menuitem', { name: 'Reservations desk' }).click();
    await expect(page).toHaveURL(/\/desk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations desk' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Reference' }).fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`reference=${reference.toLowerCase()}`));
    await expect(page.getByRole('status')).toHaveText('1 booking');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Funke Adeyemi');
    await expect(row).toContainText('Pay at property');

    // The export repeats the search.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^Reference,Status,Payment,Property,Guest,/);
    expect(csv[1]).toContain(`${reference},Confirmed,Pay at property,`);
    expect(csv[1]).toContain('Funke Adeyemi,funke.adeyemi@example.com');

    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking ${reference}`);
    const rooms = page.getByRole('region', { name: 'Rooms and nightly prices' });
    await expect(rooms.getByRole('row')).toHaveCount(2);
    await expect(rooms).toContainText('₦');
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('No payments recorded.');
    await expect(page.getByText('Pay at property').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Desk record' })).toContainText('No desk actions yet.');
    const messages = page.getByRole('region', { name: 'Messages sent' });
    await expect(messages).toContainText('funke.adeyemi@example.com');

    // A staff member whose role is taken away loses the desk at once.
    await page.request.post('/api/dev/staff', { data: { staff: false } });
    expect((await page.request.get('/api/desk/bookings.csv')).status()).toBe(403);
    await page.setViewportSize(PHONE);
    await open(page, '/desk');
    await expectNotFoundPage(page);
  });
});
