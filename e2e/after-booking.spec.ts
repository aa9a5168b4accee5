import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { createBooking } from './booking-helpers';
import { expect as baseExpect, expectNotFoundPage, open, test } from './fixtures';

// These pages hydrate and answer slowly on a loaded test machine; a minute is generous, not a sign of a problem.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Room {
  categoryId: string;
  roomsLeft: number;
  nonRefundable: boolean;
  discountedPrice: number;
}

/** A published hotel with a free room of the wanted kind for a stay `daysAhead` from today, as the API lists them. */
async function freeRoom(request: APIRequestContext, daysAhead: number, nonRefundable: boolean) {
  const checkInDate = addDays(todayInLagos(), daysAhead);
  const checkOutDate = addDays(checkInDate, 2);
  const lists = await Promise.all(
    ['/api/featured-hotels', '/api/recommended-apartments'].map(async (path) => (await request.get(path)).json()),
  );
  for (const hotel of lists.flatMap((l) => l.hotels as { _id: string }[])) {
    const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
      params: { checkInDate, checkOutDate, rooms: '1' },
    });
    const room = ((await res.json()).response as Room[]).find(
      (r) => r.roomsLeft > 1 && r.nonRefundable === nonRefundable,
    );
    if (room) return { hotelId: hotel._id, room, checkInDate, checkOutDate };
  }
  throw new Error(`no ${nonRefundable ? 'non-refundable' : 'refundable'} room free`);
}

/** Books the room for the signed-in guest and pays at the property (confirmed at once); returns the booking id. */
async function bookAndConfirm(request: APIRequestContext, stay: Awaited<ReturnType<typeof freeRoom>>) {
  const created = await createBooking(
    request,
    {
      hotelId: stay.hotelId,
      categoryId: stay.room.categoryId,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
    },
    { email: 'ada@example.com', fullName: 'Ada Obi', phoneNumber: '08031234567', address: '', state: 'Lagos' },
  );
  expect(created.status()).toBe(201);
  const { bookingID } = (await created.json()) as { bookingID: string };
  expect((await request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } })).status()).toBe(200);
  return bookingID;
}

function bookingCard(page: Page, bookingId: string) {
  return page.locator(`article[data-booking-id="${bookingId}"]`);
}

test.describe('after booking', () => {
  // Each test signs up, books and renders several personal pages on a production server: give it room.
  test.describe.configure({ timeout: 150_000 });

  test('a guest edits the profile, removes a favourite, switches theme and language, and the tab is remembered', async ({
    page,
  }) => {
    await registerGuest(page.request);
    await open(page, '/hotel/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'My Profile' })).toBeVisible();
    await expect(page.locator('#main').getByText('Basic Member')).toBeVisible();
    await page.getByLabel('First name').fill('Adaeze');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText('Welcome, Adaeze')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Okafor');

    const { hotels } = (await (await page.request.get('/api/featured-hotels')).json()) as { hotels: { _id: string }[] };
    expect((await page.request.post('/api/favourites', { data: { hotelId: hotels[0]!._id } })).status()).toBe(201);
    await open(page, '/hotel/settings?tab=Favorites');
    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/favourites/') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    expect((await removed).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("You haven't saved any stays yet.")).toBeVisible();

    await open(page, '/hotel/settings?tab=Preferences');
    await page.getByRole('radio', { name: 'Dark Mode' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.locator('#pref-language').selectOption('fr');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Préférences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les préférences' })).toBeVisible();

    // The chosen tab is kept for the session: the page without ?tab= opens it again.
    await page.goto('/hotel/settings');
    await expect(page).toHaveURL(/tab=Preferences/);
  });

  test('a guest changes a booking’s dates, then cancels one inside and one outside the free window', async ({
    page,
  }) => {
    await registerGuest(page.request);
    const free = await freeRoom(page.request, 80, false);
    const strict = await freeRoom(page.request, 84, true);
    const freeId = await bookAndConfirm(page.request, free);
    const strictId = await bookAndConfirm(page.request, strict);

    await open(page, `/hotel/modify/${freeId}`);
    const newIn = addDays(free.checkInDate, 1);
    const newOut = addDays(free.checkOutDate, 1);
    // Typed again if the page finished hydrating in between and reset the fields.
    await expect(async () => {
      await page.locator('input[name="checkInDate"]').fill(newIn);
      await page.locator('input[name="checkOutDate"]').fill(newOut);
      await expect(page.locator('input[name="checkInDate"]')).toHaveValue(newIn, { timeout: 1000 });
      await expect(page.locator('input[name="checkOutDate"]')).toHaveValue(newOut, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check availability and price' }).click();
    await expect(page.getByTestId('price-difference')).toContainText('The price does not change.');
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(page).toHaveURL(/tab=My\+Bookings/);
    const { bookings } = (await (await page.request.get('/api/my-bookings')).json()) as {
      bookings: { _id: string; checkInDate: string; checkOutDate: string }[];
    };
    expect(bookings.find((b) => b._id === freeId)).toMatchObject({ checkInDate: newIn, checkOutDate: newOut });

    await bookingCard(page, freeId).getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancellation-charge')).toContainText('Free cancellation: nothing to pay.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
    await expect(bookingCard(page, freeId)).toContainText('Cancelled');
    await expect(bookingCard(page, freeId)).toContainText('Cancellation charge');
    await expect(bookingCard(page, freeId)).toContainText('None');

    const price = `₦${(strict.room.discountedPrice * 2).toLocaleString('en-US')}`;
    await bookingCard(page, strictId).getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByTestId('cancellation-charge')).toContainText(`The full price of ${price} is due.`);
    await expect(dialog).toContainText('This rate is non-refundable.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(bookingCard(page, strictId)).toContainText('Cancelled');
    await expect(bookingCard(page, strictId)).toContainText(price);

    // Both cancelled stays gave their rooms back.
    const after = await page.request.get(`/api/hotels/${free.hotelId}/search-availability`, {
      params: { checkInDate: newIn, checkOutDate: newOut, rooms: '1' },
    });
    const room = ((await after.json()).response as Room[]).find((r) => r.categoryId === free.room.categoryId)!;
    expect(room.roomsLeft).toBe(free.room.roomsLeft);
  });

  test('the reminder offers a past stay once a day, and its star leads to the review that the hotel page shows', async ({
    page,
  }) => {
    await registerGuest(page.request);
    const stay = await freeRoom(page.request, 0, false);
    const past = await page.request.post('/api/dev/past-stay', {
      data: { hotelId: stay.hotelId, roomId: stay.room.categoryId, daysAgo: 2 },
    });
    expect(past.status()).toBe(201);
    const { bookingId } = (await past.json()) as { bookingId: string };

    await open(page, '/');
    const reminder = page.getByRole('dialog');
    await expect(reminder.getByRole('heading', { name: /^How was your stay at / })).toBeVisible();
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('review-reminder') ?? 'null'));
    expect(record).toMatchObject({ bookingId, daysShown: 1 });
    await reminder.getByRole('link', { name: '4 out of 5 stars' }).click();
    await expect(page).toHaveURL(new RegExp(`/hotel/reviews/${stay.hotelId}/${bookingId}\\?score=4$`));
    await expect(page.getByLabel('Overall score (1-10)')).toHaveValue('8');

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Calm and friendly');
    await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Your review must be 20 to 2,000 characters long')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Your review', exact: true })
      .fill('Spotless rooms, a quiet night and a lovely breakfast by the pool.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL(/\/hotel\/[a-z0-9-]+#reviews$/);
    await expect(page.locator('#reviews')).toContainText('Calm and friendly');

    // Shown today already: another page of the same day shows no reminder.
    await open(page, '/hotels');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // And the stay cannot be reviewed twice.
    const again = await page.request.post(`/api/reviews/${stay.hotelId}/${bookingId}`, {
      data: {
        overall: 5,
        cleanliness: 5,
        comfort: 5,
        location: 5,
        facilities: 5,
        staff: 5,
        value: 5,
        title: 'Again',
        comment: 'A second review of the same stay.',
      },
    });
    expect(again.status()).toBe(409);
  });

  test('the review page without ids says Something went wrong', async ({ page }) => {
    await open(page, '/hotel/reviews');
    await expect(page.locator('#main').getByRole('alert')).toHaveText('Something went wrong');
  });

  test('another guest’s booking id gives 404 everywhere and changes nothing', async ({ page, playwright, baseURL }) => {
    await registerGuest(page.request);
    const stay = await freeRoom(page.request, 88, false);
    const bookingId = await bookAndConfirm(page.request, stay);

    const other = uniqueGuest();
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': other.ip },
    });
    await registerGuest(stranger, other);
    const body = {
      checkInDate: addDays(stay.checkInDate, 1),
      checkOutDate: addDays(stay.checkOutDate, 1),
      rooms: [{ room: stay.room.categoryId, numberOfRooms: 1 }],
      guests: { adults: 1, children: 0 },
      guest: { firstName: 'Eve', lastName: 'Mallory', email: 'eve@example.com', phoneNumber: '08030000000' },
      confirm: true,
    };
    expect((await stranger.post(`/api/bookings/${bookingId}/modify`, { data: body })).status()).toBe(404);
    expect((await stranger.get(`/api/bookings/${bookingId}/cancel`)).status()).toBe(404);
    expect((await stranger.post(`/api/bookings/${bookingId}/cancel`, { data: { confirm: true } })).status()).toBe(404);
    expect(
      (
        await stranger.post(`/api/reviews/${stay.hotelId}/${bookingId}`, {
          data: {
            overall: 1,
            cleanliness: 1,
            comfort: 1,
            location: 1,
            facilities: 1,
            staff: 1,
            value: 1,
            title: 'Bad!',
            comment: 'Writing about a stay that is not mine.',
          },
        })
      ).status(),
    ).toBe(404);
    expect(((await (await stranger.get('/api/my-bookings')).json()) as { bookings: unknown[] }).bookings).toEqual([]);
    const strangerPage = await (
      await page
        .context()
        .browser()!
        .newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': other.ip } })
    ).newPage();
    await strangerPage.context().addCookies(await stranger.storageState().then((s) => s.cookies));
    await strangerPage.goto(`/hotel/modify/${bookingId}`);
    await expectNotFoundPage(strangerPage);
    await strangerPage.goto(`/hotel/reviews/${stay.hotelId}/${bookingId}`);
    await expectNotFoundPage(strangerPage);
    await strangerPage.context().close();
    await stranger.dispose();

    const mine = (await (await page.request.get('/api/my-bookings')).json()) as {
      bookings: { _id: string; status: string; checkInDate: string }[];
    };
    expect(mine.bookings).toEqual([
      expect.objectContaining({ _id: bookingId, status: 'confirmed', checkInDate: stay.checkInDate }),
    ]);
    expect((await page.request.get('/api/my-bookings')).headers()['cache-control']).toBe('private, no-store');
    expect((await playwright.request.newContext({ baseURL }).then((c) => c.get('/api/my-bookings'))).status()).toBe(
      401,
    );
  });

  test('the contact form checks the phone rule and sends; the newsletter takes the same address twice', async ({
    page,
  }) => {
    const guest = uniqueGuest();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await open(page, '/contact-us');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('E-mail address').fill(guest.email);
    await page.getByLabel('Phone number (optional)').fill('12345');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you have airport pick-up?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Invalid phone number. Use 10-11 digits (e.g., 08012345678 or +2348012345678)'),
    ).toBeVisible();
    await page.getByLabel('Phone number (optional)').fill('08031234567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    const inbox = await page.request.get('/api/dev/outbox', { params: { to: 'reservations@staynaija.com' } });
    const { messages } = (await inbox.json()) as { messages: { body: string }[] };
    expect(messages[0]!.body).toContain('Do you have airport pick-up?');

    await open(page, '/');
    for (let i = 0; i < 2; i++) {
      await page.getByLabel('Your e-mail address').fill(guest.email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      // The answer is a toast; the next try waits for this one to go, so that each answer is seen on its own.
      const done = page.getByRole('region').getByText('Successfully subscribed to the newsletter!');
      await expect(done).toBeVisible();
      await expect(done).toBeHidden({ timeout: 15_000 });
    }
    const mails = (await (await page.request.get('/api/dev/outbox', { params: { to: guest.email } })).json()) as {
      messages: { body: string }[];
    };
    expect(mails.messages).toHaveLength(1);
    const link = /https?:\/\/\S+(\/newsletter\/unsubscribe\?token=[0-9a-f]+)/.exec(mails.messages[0]!.body)![1]!;
    await open(page, link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed from the newsletter.')).toBeVisible();
  });
});
