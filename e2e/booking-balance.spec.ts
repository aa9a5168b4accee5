import { addDays } from '../lib/dates';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { bookingCard, bookStay, freeRoom, slowExpect as expect } from './booking-helpers';
import { naira } from './checkout-helpers';
import { hydrated, open, test } from './fixtures';

test.describe('balances after a change', () => {
  test('a card-paid stay lengthened, then the balance paid through the sandbox', async ({ page, consoleMessages }) => {
    // An account (a slow password hash), two trips through the sandbox checkout and several personal pages.
    test.setTimeout(240_000);
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await registerGuest(page.request, guest);
    const stay = await freeRoom(page.request, 110, false);
    const nightly = stay.room.discountedPrice;

    // Booked for two nights, Pay now, paid through the sandbox checkout.
    const { id: bookingId } = await bookStay(page.request, stay, {
      guest: { email: guest.email },
      paymentMethod: 'Card',
    });
    const first = await page.request.post('/api/payments/initiate-payment', { data: { bookingId } });
    expect(first.status()).toBe(200);
    await open(page, new URL(((await first.json()) as { paymentUrl: string }).paymentUrl).pathname);
    await expect(page.getByText(`₦${(nightly * 2).toLocaleString('en-US')}`)).toBeVisible();
    await page.locator('button[value="successful"]').click();
    await page.waitForURL(new RegExp(`/hotel/confirmation/${stay.hotelId}/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');

    // Made three nights longer: the change form says what is left to pay before it is confirmed.
    await open(page, `/hotel/modify/${bookingId}`);
    const newOut = addDays(stay.checkOutDate, 3);
    await expect(async () => {
      await page.locator('input[name="checkOutDate"]').fill(newOut);
      await expect(page.locator('input[name="checkOutDate"]')).toHaveValue(newOut, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check availability and price' }).click();
    const balance = nightly * 3;
    const balanceText = `₦${balance.toLocaleString('en-US')}`;
    const quote = page.getByTestId('balance-after-change');
    await expect(quote).toContainText(`Paid by card so far: ₦${(nightly * 2).toLocaleString('en-US')}`);
    await expect(quote).toContainText(`Balance to pay by card after the change: ${balanceText}`);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page).toHaveURL(/tab=My\+Bookings/);

    // My Bookings: what was paid, the balance, and the button that pays it.
    const card = bookingCard(page, bookingId);
    await expect(card.getByTestId('booking-payment')).toContainText(`Balance to pay: ${balanceText}`);
    await expect(card.getByTestId('booking-payment')).toContainText(`Paid: ₦${(nightly * 2).toLocaleString('en-US')}`);

    // The booking page says the same.
    await open(page, `/hotel/confirmation/${stay.hotelId}/${bookingId}`);
    expect(naira(await page.getByTestId('confirmation-balance').innerText())).toBe(balance);
    await expect(page.getByText(`Your booking was changed: ${balanceText} is left to pay by card.`)).toBeVisible();
    await expect(page.getByText('Balance to pay by card. Test payment: no money moved.')).toBeVisible();

    // Paid from My Bookings: the sandbox asks for the balance alone, and the booking is paid in full.
    await open(page, '/hotel/settings?tab=My+Bookings');
    await hydrated(page);
    await bookingCard(page, bookingId)
      .getByRole('button', { name: `Pay the balance (${balanceText})` })
      .click();
    await page.waitForURL(/\/payments\/sandbox\//);
    await expect(page.getByText(balanceText)).toBeVisible();
    await page.locator('button[value="successful"]').click();
    await page.waitForURL(new RegExp(`/hotel/confirmation/${stay.hotelId}/${bookingId}$`));
    await expect(page.getByTestId('confirmation-balance')).toHaveCount(0);
    await expect(page.getByText('Paid. Test payment: no money moved.')).toBeVisible();
    const { booking } = await (await page.request.get(`/api/bookings/${bookingId}`)).json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      checkOutDate: newOut,
      amountToBePaid: nightly * 5,
      amountPaid: nightly * 5,
      balanceDue: 0,
      paymentStatus: 'paid',
    });
    // Nothing more to pay.
    expect((await page.request.post('/api/payments/initiate-payment', { data: { bookingId } })).status()).toBe(409);
    await open(page, '/hotel/settings?tab=My+Bookings');
    await expect(bookingCard(page, bookingId).getByTestId('booking-payment')).toHaveText('Paid');
    expect(consoleMessages).toEqual([]);
  });
});
