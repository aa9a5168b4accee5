import ar from '../messages/ar';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { freeStay, holdRequests, hotelPage, naira, reserve } from './checkout-helpers';
import { PHONE, expect, open, test } from './fixtures';

test.describe('booking flow', () => {
  test('a signed-in guest pays by card on a phone in Arabic: a declined card, Retry Payment, then paid', async ({
    page,
    request,
  }) => {
    // An account (a slow password hash) and two trips through the checkout.
    test.setTimeout(240_000);
    const t = ar.booking;
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await registerGuest(page.request, guest);
    await page.setViewportSize(PHONE);
    const stay = await freeStay(request, 93);
    await open(page, hotelPage(stay, '&lng=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await reserve(page, stay, ar.hotel.reserve);

    // Prefilled from the account: 'Ada Obi', the phone with +234 for its leading 0.
    await expect(page.getByLabel(t.form.firstName)).toHaveValue('Ada');
    await expect(page.getByLabel(t.form.lastName)).toHaveValue('Obi');
    await expect(page.getByLabel(t.form.email)).toHaveValue(guest.email);
    await expect(page.getByLabel(t.form.phone)).toHaveValue(guest.phone);
    const total = naira(await page.getByTestId('price-total').innerText());
    expect(total).toBe(stay.room.discountedPrice * 2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: t.form.bookNow }).click();
    const dialog = page.getByRole('dialog', { name: t.payment.title });
    await dialog.getByRole('radio', { name: new RegExp(`^${t.payment.payNow}`) }).check();
    await dialog.getByRole('radio', { name: 'Flutterwave' }).check();
    const releaseCheckout = holdRequests(page, '**/api/payments/initiate-payment');
    await dialog.getByRole('button', { name: t.payment.continue }).click();
    await expect(page.getByRole('status').filter({ hasText: t.payment.progress.redirecting })).toBeVisible();
    releaseCheckout();

    // Declined in the sandbox: back on the booking page with 'Booking Issue' and 'Retry Payment'.
    await page.waitForURL(/\/payments\/sandbox\//);
    await page.locator('button[value="failed"]').click();
    await page.waitForURL(/\/hotel\/booking-details\/.*payment=failed/);
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    const issue = page.getByRole('alertdialog', { name: t.payment.issue.title });
    await expect(issue).toBeVisible({ timeout: 30_000 });
    await expect(issue).toContainText(t.payment.issue.created.replace('{message}', t.page.paymentReturn.failed));
    const held = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()).booking;
    expect(held).toMatchObject({ status: 'pending_payment', paymentMethod: 'Card', amountToBePaid: total });
    await issue.getByRole('button', { name: t.payment.issue.retryPayment }).click();

    // Paid: the confirmation, and the payment stored once for the booking's price.
    await page.waitForURL(/\/payments\/sandbox\//);
    await page.locator('button[value="successful"]').click();
    await page.waitForURL(new RegExp(`/hotel/confirmation/${stay.hotel._id}/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmation.confirmed);
    // Paid through the sandbox checkout of this test site: the page says no money moved.
    await expect(page.getByText(`${t.confirmation.paymentStatuses.paid}. ${t.confirmation.testPayment}`)).toBeVisible();
    expect(naira(await page.getByTestId('confirmation-total').innerText())).toBe(total);
    const { booking } = await (await page.request.get(`/api/bookings/${bookingId}`)).json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'Card',
      paymentStatus: 'paid',
      amountPaid: total,
      amountToBePaid: total,
    });
    const width2 = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width2).toBeLessThanOrEqual(PHONE.width);
  });
});
