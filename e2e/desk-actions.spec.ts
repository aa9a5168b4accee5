import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, lagosInstant, todayInLagos } from '../lib/dates';
import { graveViolations } from './accessibility';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { bookingCard, bookStay, freeRoom, slowExpect as expect } from './booking-helpers';
import { DESKTOP, holdScripts, open, PHONE, test } from './fixtures';

/** A guest's booking of a free room `daysAhead` from today, paid at the property; its id and reference. */
async function bookAtProperty(request: APIRequestContext, daysAhead: number, email: string) {
  const guest = { email, fullName: 'Kemi Balogun', phoneNumber: '08035550101' };
  return bookStay(request, await freeRoom(request, daysAhead, false), { guest });
}

/** A second browser, signed in as a staff member of the desk. */
async function staffBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'Africa/Lagos',
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await registerGuest(page.request);
  expect((await page.request.post('/api/dev/staff', { data: { staff: true } })).status()).toBe(200);
  return page;
}

async function noGraveViolations(page: Page) {
  expect(await graveViolations(page)).toEqual([]);
}

test.describe('the reservations desk at work', () => {
  test.describe.configure({ timeout: 240_000 });

  test('staff mark a pay-at-property booking paid, record a no-show by the rule and answer a contact message', async ({
    page,
    browser,
    baseURL,
  }) => {
    // 1. A guest books and chooses to pay at the property.
    await page.setViewportSize(DESKTOP);
    const { guest } = await registerGuest(page.request);
    const paid = await bookAtProperty(page.request, 30, guest.email);
    await open(page, '/hotel/settings?tab=My+Bookings');
    await expect(bookingCard(page, paid.id)).toContainText('Pay at the property');

    // 2. Staff find it by its reference and mark it paid, giving a reason.
    const staff = await staffBrowser(browser, baseURL!);
    await open(staff, '/desk');
    await staff.getByRole('textbox', { name: 'Reference' }).fill(paid.reference);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByRole('status')).toHaveText('1 booking');
    await staff
      .getByRole('row')
      .filter({ hasText: paid.reference })
      .getByRole('link', { name: paid.reference })
      .click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Booking ${paid.reference}`);
    await noGraveViolations(staff);

    // Pressed before the page's scripts have run, the button asks for the page again with its dialog open.
    const release = await holdScripts(staff);
    await staff.reload({ waitUntil: 'domcontentloaded' });
    await staff.getByRole('button', { name: 'Mark paid at property' }).click();
    await staff.waitForURL((url) => url.searchParams.get('open') === 'markPaid', { waitUntil: 'commit' });
    release();
    const dialog = staff.getByRole('dialog', { name: `Mark booking ${paid.reference} paid?` });
    await expect(dialog).toBeVisible();
    await staff.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(dialog).toContainText('received at the property');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at reception');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(staff.getByText('Payment recorded.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The dialog is closed for good: the address no longer asks for it.
    expect(new URL(staff.url()).searchParams.has('open')).toBe(false);
    await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('property');
    const record = staff.getByRole('region', { name: 'Desk record' });
    await expect(record).toContainText('Marked paid');
    await expect(record).toContainText('Paid in cash at reception');
    await expect(staff.getByRole('button', { name: 'Mark paid at property' })).toHaveCount(0);

    // 3. The guest's My Bookings shows it paid, and the guest was told.
    await open(page, '/hotel/settings?tab=My+Bookings');
    await expect(bookingCard(page, paid.id)).toContainText('Paid');
    await expect(bookingCard(page, paid.id)).not.toContainText('Pay at the property');
    const told = await page.request.get('/api/dev/outbox', { params: { to: guest.email } });
    const subjects = ((await told.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
    expect(subjects).toContainEqual(
      expect.stringMatching(new RegExp(`^Payment received: .+ \\(${paid.reference}\\)$`)),
    );

    // 4. Another booking, arriving today, is a no-show: the charge is the cancellation rule's.
    const missed = await bookAtProperty(page.request, 0, guest.email);
    const quote = (await (await page.request.get(`/api/bookings/${missed.id}/cancel`)).json()) as { fee: number };
    const afterWindow = Date.now() >= lagosInstant(todayInLagos(), '13:00').getTime();
    expect(quote.fee > 0).toBe(afterWindow);

    await open(staff, '/desk/arrivals');
    await expect(staff.getByRole('heading', { level: 1, name: 'Arrivals and departures' })).toBeVisible();
    await expect(staff.getByRole('link', { name: missed.reference })).toBeVisible();
    await noGraveViolations(staff);
    await staff.getByRole('link', { name: missed.reference }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Booking ${missed.reference}`);
    await staff.getByRole('button', { name: 'Record no-show' }).click();
    const noShow = staff.getByRole('dialog', { name: `Record a no-show for ${missed.reference}?` });
    const fee = `₦${quote.fee.toLocaleString('en-US')}`;
    await expect(noShow.getByTestId('no-show-charge')).toHaveText(
      quote.fee > 0
        ? `By the cancellation rule the guest owes ${fee}.`
        : 'By the cancellation rule the guest owes nothing.',
    );
    await noShow.getByRole('textbox', { name: 'Reason' }).fill('Did not arrive; no call');
    await noShow.getByRole('button', { name: 'Record no-show' }).click();
    await expect(staff.getByText('No-show recorded.')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Stay' })).toContainText(`No-show charge${fee}`);
    await expect(staff.getByRole('region', { name: 'Desk record' })).toContainText('Did not arrive; no call');
    await open(page, '/hotel/settings?tab=My+Bookings');
    await expect(bookingCard(page, missed.id)).toContainText('No-show');
    await expect(bookingCard(page, missed.id)).toContainText(quote.fee > 0 ? fee : 'None');

    // 5. Staff answer a contact message; the reply goes out through the outbox.
    const writer = uniqueGuest();
    const sent = await page.request.post('/api/forms/new', {
      data: {
        fullName: 'Tunde Ajayi',
        email: writer.email,
        phoneNumber: '',
        message: 'Is there parking at the hotel?',
      },
      headers: { 'x-forwarded-for': writer.ip },
    });
    expect(sent.status()).toBe(201);
    await open(staff, '/desk');
    await staff.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Messages' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await noGraveViolations(staff);
    await staff.getByRole('link', { name: 'Message from Tunde Ajayi' }).first().click();
    await expect(staff.getByText('Is there parking at the hotel?')).toBeVisible();
    await staff.getByRole('textbox', { name: 'Your reply' }).fill('Yes, parking is free for guests.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText('Reply sent.')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Replies' })).toContainText('Yes, parking is free for guests.');
    await expect(staff.getByText('Answered', { exact: true }).first()).toBeVisible();
    const reply = await staff.request.get('/api/dev/outbox', { params: { to: writer.email } });
    const { messages } = (await reply.json()) as { messages: { subject: string; body: string }[] };
    expect(messages[0]).toMatchObject({ subject: 'Re: your message to StayNaija' });
    expect(messages[0]?.body).toContain('Yes, parking is free for guests.');

    // Closing it: until the page's scripts have run the button is disabled, so an early press is never lost.
    const releaseInbox = await holdScripts(staff);
    await staff.reload({ waitUntil: 'domcontentloaded' });
    await expect(staff.getByRole('button', { name: 'Close message' })).toBeDisabled();
    releaseInbox();
    await staff.getByRole('button', { name: 'Close message' }).click();
    await expect(staff.getByText('Closed', { exact: true }).first()).toBeVisible();
    await staff.unrouteAll({ behavior: 'ignoreErrors' });
    await staff.getByRole('button', { name: 'Open again' }).click();
    await expect(staff.getByRole('button', { name: 'Close message' })).toBeEnabled();

    // The desk on a phone: its pages fit the screen.
    await staff.setViewportSize(PHONE);
    for (const path of ['/desk', '/desk/flagged', '/desk/arrivals', '/desk/inbox', `/desk/bookings/${paid.id}`]) {
      await open(staff, path);
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await staff.context().close();
  });

  test('staff find a checkout paid after the guest changed the booking among the flagged ones, and close the flag', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A guest starts paying by card, then makes the stay a night longer before the checkout is paid.
    await page.setViewportSize(DESKTOP);
    const { guest } = await registerGuest(page.request);
    const stay = await freeRoom(page.request, 45, false);
    const guestContact = { email: guest.email, fullName: 'Kemi Balogun', phoneNumber: '08035550101' };
    const { id, reference } = await bookStay(page.request, stay, { guest: guestContact, paymentMethod: 'Card' });
    const checkout = await page.request.post('/api/payments/initiate-payment', { data: { bookingId: id } });
    expect(checkout.status()).toBe(200);
    const changed = await page.request.post(`/api/bookings/${id}/modify`, {
      data: {
        checkInDate: stay.checkInDate,
        checkOutDate: addDays(stay.checkOutDate, 1),
        rooms: [{ room: stay.room.categoryId, numberOfRooms: 1 }],
        guests: { adults: 1, children: 0 },
        guest: { firstName: 'Kemi', lastName: 'Balogun', email: guest.email, phoneNumber: '+2348035550101' },
        confirm: true,
      },
    });
    expect(changed.status()).toBe(200);
    await open(page, new URL(((await checkout.json()) as { paymentUrl: string }).paymentUrl).pathname);
    await page.locator('button[value="successful"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/payments/sandbox/'));

    // Staff see it under the checkouts paid after a change, with the guest's change on its record.
    const staff = await staffBrowser(browser, baseURL!);
    await open(staff, '/desk');
    await staff.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Flagged' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Flagged bookings' })).toBeVisible();
    await noGraveViolations(staff);
    const group = staff.getByRole('region', { name: /Checkouts paid after the booking changed/ });
    const card = group.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText('Reason: Paid after the booking changed');
    await card.getByRole('link', { name: reference }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Booking ${reference}`);
    await expect(staff.getByRole('alert').filter({ hasText: 'Needs attention' })).toHaveText(
      'Needs attention: Paid after the booking changed',
    );
    const changes = staff.getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText(guest.email);
    await expect(changes).toContainText('Changed');
    await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('Test payment (no money moved)');

    await staff.getByRole('button', { name: 'Mark looked into' }).click();
    const dialog = staff.getByRole('dialog', { name: `Close the flag on ${reference}?` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Guest asked to pay the difference at the hotel');
    await dialog.getByRole('button', { name: 'Close the flag' }).click();
    await expect(staff.getByText('Flag closed.')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Desk record' })).toContainText(
      'Guest asked to pay the difference at the hotel',
    );
    await open(staff, '/desk/flagged');
    await expect(staff.getByRole('heading', { level: 1, name: 'Flagged bookings' })).toBeVisible();
    await expect(staff.getByText(reference)).toHaveCount(0);
    await staff.context().close();
  });

  test('a guest cannot use the desk actions, replies or newsletter export', async ({ page }) => {
    await registerGuest(page.request);
    const action = await page.request.post('/api/desk/bookings/00000000-0000-4000-8000-000000000000/actions', {
      data: { action: 'resendConfirmation' },
    });
    expect(action.status()).toBe(403);
    expect(action.headers()['cache-control']).toBe('private, no-store');
    const reply = await page.request.post('/api/desk/messages/00000000-0000-4000-8000-000000000000', {
      data: { action: 'reply', body: 'Hello' },
    });
    expect(reply.status()).toBe(403);
    expect((await page.request.get('/api/desk/newsletter.csv')).status()).toBe(403);
  });
});
