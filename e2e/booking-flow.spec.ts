import { addDays, todayInLagos } from '../lib/dates';
import { uniqueGuest } from './auth-helpers';
import { freeStay, holdRequests, hotelPage, naira, reserve } from './checkout-helpers';
import { DESKTOP, expect, expectNotFoundPage, open, test } from './fixtures';

test.describe('booking flow', () => {
  test('a visitor books and pays at the property; every form, dialog and date message shows', async ({
    page,
    request,
    browser,
    baseURL,
    consoleMessages,
  }) => {
    // Many steps, each a round trip to a production server on a busy machine.
    test.setTimeout(240_000);
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await page.setViewportSize(DESKTOP);
    const stay = await freeStay(request, 90);
    // One adult books, and names the other guest on the form: two adults, whom one room sleeps.
    await open(page, hotelPage(stay, '', 1));
    await reserve(page, stay, 'Reserve');

    // The page: breadcrumb, steps, hotel summary, stay and prices from the server.
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: stay.hotel.hotelName })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps).toContainText('Your selection');
    await expect(steps).toContainText('Your Details');
    await expect(steps).toContainText('Confirm Booking');
    await expect(page.getByRole('heading', { name: stay.hotel.hotelName, level: 2 })).toBeVisible();
    await expect(page.getByText(/^\d+\.\d \/ 10$/).first()).toBeVisible();
    await expect(page.getByText(/^\+\d+ more$/)).toBeVisible();
    await expect(page.getByText('Total length of stay:')).toContainText('2 nights');
    await expect(page.getByText(`1 x ${stay.room.roomName}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your selection' })).toHaveAttribute(
      'href',
      new RegExp(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0&room=1#availability$`),
    );
    const total = naira(await page.getByTestId('price-total').innerText());
    expect(total).toBe(stay.room.discountedPrice * 2);
    // The discount row shows only when the room is discounted: never '0% off ₦0'.
    if (stay.room.discountedPrice < stay.room.actualPrice) await expect(page.getByText(/^\d+% off$/)).toBeVisible();
    else await expect(page.getByText(/% off$/)).toHaveCount(0);
    await expect(page.getByText(/^Discount reason: /).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your payment schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How much will it cost to cancel?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();

    // Defaults of the form.
    await expect(page.getByLabel('Country/region')).toHaveValue('NG');
    await expect(page.getByLabel('Your arrival time')).toHaveValue('1:00pm-2:00pm');
    await expect(page.getByLabel('Purpose of your trip')).toHaveValue('Leisure');
    await expect(page.getByLabel('Your arrival time').locator('option')).toHaveCount(25);
    await expect(page.getByLabel('Country/region').locator('option')).toHaveCount(26);
    await expect(page.getByLabel('Purpose of your trip').locator('option')).toHaveCount(6);

    // Every message of the booking form.
    const bookNow = page.getByRole('button', { name: 'Book now' });
    await page.getByRole('button', { name: 'Add a guest' }).click();
    await bookNow.click();
    // The form's rules load on this first check.
    await expect(page.getByText('First name is required', { exact: true })).toBeVisible({ timeout: 30_000 });
    for (const text of [
      'First name is required',
      'Last name is required',
      'Invalid email',
      'Phone number must be valid',
      'Guest first name is required',
      'Guest last name is required',
      'Guest email is required',
      'Guest phone number is required',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name').first()).toBeFocused();
    await page.getByLabel('Email address').first().fill('not-an-address');
    await page.getByLabel('Phone number').first().fill('12345');
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number must be valid', { exact: true })).toBeVisible();

    const guestBox = page.getByRole('group', { name: 'Guest 1' });
    await page.getByLabel('First name').first().fill('Ada');
    await page.getByLabel('Last name').first().fill('Obi');
    await page.getByLabel('Email address').first().fill(guest.email);
    await page.getByLabel('Phone number').first().fill(guest.phone.replace('+234', '0'));
    await page.getByLabel('Purpose of your trip').selectOption('Business');
    await guestBox.getByLabel('First name').fill('Chidi');
    await guestBox.getByLabel('Last name').fill('Obi');
    await guestBox.getByLabel('Email address').fill(`chidi.${guest.email}`);
    await guestBox.getByLabel('Phone number').fill('+2348031112222');
    await page.getByLabel('Your requests (optional)').fill('A quiet room, please');

    // Every message of the payment dialog.
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select a payment method.')).toBeVisible();
    await dialog.getByRole('radio', { name: /^Pay now/ }).check();
    await expect(dialog.getByText(/^International cards are not accepted/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select a payment gateway.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Paystack' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Paystack is currently not supported.')).toBeVisible();

    // A refused booking: 'Booking Issue' with 'Retry Booking', which reopens the payment dialog.
    await page.route(`**/api/bookings/${stay.hotel._id}/new`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'roomsUnavailable', message: 'Sorry, these rooms are gone.' }),
      }),
    );
    await dialog.getByRole('radio', { name: /^Pay at the property/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const issue = page.getByRole('alertdialog', { name: 'Booking Issue' });
    await expect(issue).toContainText(
      'An error occurred: Sorry, these rooms are gone. Booking could not be completed. Please try again.',
    );
    await page.unroute(`**/api/bookings/${stay.hotel._id}/new`);
    await issue.getByRole('button', { name: 'Retry Booking' }).click();
    await expect(dialog).toBeVisible();

    // Pay at the property, with the progress overlay at each step.
    const releaseCreate = holdRequests(page, `**/api/bookings/${stay.hotel._id}/new`);
    await dialog.getByRole('radio', { name: /^Pay at the property/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating booking...' })).toBeVisible();
    const releaseMethod = holdRequests(page, '**/api/bookings/*-*');
    releaseCreate();
    await expect(page.getByRole('status').filter({ hasText: 'Setting payment method...' })).toBeVisible();
    releaseMethod();

    await page.waitForURL(new RegExp(`/hotel/confirmation/${stay.hotel._id}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    const bookingId = page.url().split('/').pop()!;
    const reference = await page.getByTestId('booking-reference').innerText();
    expect(naira(await page.getByTestId('confirmation-total').innerText())).toBe(total);
    await expect(page.getByText('Pay at the property', { exact: true })).toBeVisible();
    await expect(page.getByText('Not paid yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${bookingId}/calendar`,
    );
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    const own = await page.request.get(page.url());
    expect(own.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);

    // What is stored is what the pages showed.
    const stored = await page.request.get(`/api/bookings/${bookingId}`);
    const { booking } = await stored.json();
    expect(booking).toMatchObject({
      reference,
      status: 'confirmed',
      paymentMethod: 'Cash',
      amountToBePaid: total,
      purpose: 'Business',
      specialRequest: 'A quiet room, please',
      bookingInfo: { fullName: 'Ada Obi', email: guest.email, phoneNumber: guest.phone },
      guestDetails: [{ fullName: 'Chidi Obi', email: `chidi.${guest.email}`, phoneNumber: '+2348031112222' }],
      guests: { adults: 1, children: 0 },
    });

    // Only this browser (or the e-mailed link) sees the confirmation.
    const stranger = await browser.newContext({ baseURL });
    const other = await stranger.newPage();
    await other.goto(`/hotel/confirmation/${stay.hotel._id}/${bookingId}`);
    await expectNotFoundPage(other);
    await expect(other.getByText('A quiet room, please')).toHaveCount(0);
    await stranger.close();
    // The refused booking above is logged by the browser as a failed request; nothing else may be.
    const problems = consoleMessages.filter((m) => /^(error|pageerror)/.test(m) && !m.includes('409'));
    expect(problems).toEqual([]);
  });

  test('the booking page of a property the site does not offer answers 404, in every language', async ({
    page,
    request,
  }) => {
    const stay = await freeStay(request, 93);
    const query = `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0&rooms=1`;
    for (const prefix of ['/fr', '/zh', '/ar', '']) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-hotel']) {
        const response = await page.goto(`${prefix}/hotel/booking-details/${id}${query}`);
        expect(response?.status(), `${prefix} ${id}`).toBe(404);
      }
    }
    // The last, in English, shows the site's not-found page.
    await expectNotFoundPage(page);
    // The property's own booking page is there, by id and by its slug.
    for (const id of [stay.hotel._id, stay.hotel.slug]) {
      const response = await page.goto(`/hotel/booking-details/${id}${query}&selection=${stay.room.categoryId}:1`);
      expect(response?.status(), id).toBe(200);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
  });

  test("the 'Invalid Dates' dialog has the spec's four messages and returns to the hotel page", async ({
    page,
    request,
  }) => {
    // Four full page loads on a busy test machine.
    test.slow();
    const stay = await freeStay(request, 91);
    const today = todayInLagos();
    const base = `/hotel/booking-details/${stay.hotel._id}?adults=2&children=0&rooms=1&selection=${stay.room.categoryId}:1`;
    const cases: [string, string][] = [
      ['', 'Please set both check-in and check-out dates.'],
      [
        `&checkIn=${addDays(today, -1)}&checkOut=${addDays(today, 1)}`,
        "Your check-in date can't be in the past. Please choose a valid starting date.",
      ],
      [
        `&checkIn=${addDays(today, 5)}&checkOut=${addDays(today, 3)}`,
        'Your check-out date must be after your check-in date. Please update your dates to continue.',
      ],
      // A check-out on the check-in day is not after it.
      [
        `&checkIn=${addDays(today, 5)}&checkOut=${addDays(today, 5)}`,
        'Your check-out date must be after your check-in date. Please update your dates to continue.',
      ],
    ];
    for (const [dates, message] of cases) {
      await open(page, base + dates);
      // The dialog's code loads with the page that needs it.
      const dialog = page.getByRole('alertdialog', { name: 'Invalid Dates' });
      await expect(dialog).toContainText(message, { timeout: 30_000 });
    }
    await page.getByRole('button', { name: 'Back to the property' }).click();
    await page.waitForURL(new RegExp(`/hotel/${stay.hotel.slug}\\?`));
  });

  test('a selection that no longer fits says so; one kept by Reserve survives a bare address', async ({
    page,
    request,
  }) => {
    test.slow();
    const stay = await freeStay(request, 92);
    const scarce = stay.rooms.reduce((a, b) => (b.roomsLeft < a.roomsLeft ? b : a));
    expect(scarce.roomsLeft).toBeLessThan(10);
    const address = `/hotel/booking-details/${stay.hotel._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0&rooms=10&selection=${scarce.categoryId}:10`;
    await open(page, address);
    await expect(page.getByText('Sorry, the rooms you chose are no longer available for these dates:')).toBeVisible();
    const left =
      scarce.roomsLeft === 0
        ? 'none are left'
        : `only ${scarce.roomsLeft} ${scarce.roomsLeft === 1 ? 'is' : 'are'} left`;
    await expect(page.getByText(`${scarce.roomName}: you chose 10, ${left}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);

    await open(page, hotelPage(stay));
    await reserve(page, stay, 'Reserve');
    const withSelection = page.url();
    // The page puts the kept rooms back in its address at once, which ends the first load early.
    await page.goto(`/hotel/booking-details/${stay.hotel._id}`, { waitUntil: 'commit' });
    await page.waitForURL(withSelection, { waitUntil: 'commit' });
    // The address it wrote opens the same selection again.
    await open(page, withSelection);
    await expect(page.getByText(`1 x ${stay.room.roomName}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
  });
});
