import { addDays } from '../lib/dates';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { bookAndConfirm, bookingCard, freeRoom, type Room, slowExpect as expect } from './booking-helpers';
import { expectNotFoundPage, open, test } from './fixtures';

test.describe('after booking', () => {
  // Each test signs up, books and renders several personal pages on a production server: give it room.
  test.describe.configure({ timeout: 150_000 });

  test('a guest changes a booking’s dates, then cancels one inside and one outside the free window', async ({
    page,
  }) => {
    await registerGuest(page.request);
    const free = await freeRoom(page.request, 80, false);
    const strict = await freeRoom(page.request, 84, true);
    const freeId = await bookAndConfirm(page.request, free);
    const strictId = await bookAndConfirm(page.request, strict);

    await open(page, `/hotel/modify/${freeId}`);
    // A party its rooms cannot house is refused, with the message under the adults.
    const adults = page.getByLabel('Adults');
    await expect(async () => {
      await adults.fill('9');
      await expect(adults).toHaveValue('9', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check availability and price' }).click();
    await expect(adults).toHaveAccessibleDescription(
      /^These rooms sleep .*; your party is 9 adults\. Add a room or choose a larger one\.$/,
    );
    await adults.fill('2');
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
});
