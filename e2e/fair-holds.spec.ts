import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { latestCode, uniqueGuest } from './auth-helpers';
import { createBooking } from './booking-helpers';
import { freeStay, reserve } from './checkout-helpers';
import { expect, open, test } from './fixtures';

/** A visitor of their own: own cookies, own client address, own contact details. */
async function visitorContext(baseURL: string) {
  const guest = uniqueGuest();
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': guest.ip } });
  return { context, guest };
}

const bookOne = (
  context: APIRequestContext,
  guest: { email: string; phone: string },
  stay: Parameters<typeof createBooking>[1],
) =>
  createBooking(context, stay, {
    email: guest.email,
    fullName: 'Mallory Eze',
    phoneNumber: guest.phone,
    address: '',
    state: 'Lagos',
  });

test.describe('fair holds', () => {
  test('one visitor holds at most half of a room type on a night, while another visitor books', async ({
    request,
    baseURL,
  }) => {
    // A room type with between 4 and 12 rooms free on nights nobody else books: its share is 2 to 6 rooms.
    const checkInDate = addDays(todayInLagos(), 160);
    const checkOutDate = addDays(checkInDate, 2);
    const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: { _id: string }[] };
    let stay: { hotelId: string; categoryId: string; checkInDate: string; checkOutDate: string } | undefined;
    let free = 0;
    for (const hotel of hotels) {
      const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
        params: { checkInDate, checkOutDate, rooms: '1' },
      });
      const room = ((await res.json()).response as { categoryId: string; roomsLeft: number }[]).find(
        (r) => r.roomsLeft >= 4 && r.roomsLeft <= 12,
      );
      if (room) {
        stay = { hotelId: hotel._id, categoryId: room.categoryId, checkInDate, checkOutDate };
        free = room.roomsLeft;
        break;
      }
    }
    expect(stay, 'a room type with 4 to 12 rooms free').toBeDefined();
    const share = Math.max(2, Math.floor(free / 2));

    const mallory = await visitorContext(baseURL!);
    for (let i = 0; i < share; i++) expect((await bookOne(mallory.context, mallory.guest, stay!)).status()).toBe(201);
    const refused = await bookOne(mallory.context, mallory.guest, stay!);
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'roomShareExceeded',
      message: `One guest can hold at most ${share} rooms of this type on any night at this hotel. Please choose fewer rooms or other dates.`,
    });
    // A fresh browser with the same e-mail is still her.
    const again = await visitorContext(baseURL!);
    expect((await bookOne(again.context, mallory.guest, stay!)).status()).toBe(409);

    // Another guest books a room that is left, as usual.
    const ngozi = await visitorContext(baseURL!);
    expect((await bookOne(ngozi.context, ngozi.guest, stay!)).status()).toBe(201);
    const left = await request.get(`/api/hotels/${stay!.hotelId}/search-availability`, {
      params: { checkInDate, checkOutDate, rooms: '1' },
    });
    const room = ((await left.json()).response as { categoryId: string; roomsLeft: number }[]).find(
      (r) => r.categoryId === stay!.categoryId,
    );
    expect(room?.roomsLeft).toBe(free - share - 1);
    await Promise.all([mallory.context.dispose(), again.context.dispose(), ngozi.context.dispose()]);
  });

  test('a week paid at the property waits for the e-mail confirmed by a code in the payment dialog', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    const found = await freeStay(request, 170);
    // Seven nights of one room: above the six room-nights a visitor may hold unconfirmed.
    const stay = { ...found, checkOut: addDays(found.checkIn, 7) };
    await open(
      page,
      `/hotel/${encodeURIComponent(stay.hotel.slug)}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0&room=1`,
    );
    await reserve(page, stay, 'Reserve');
    await page.getByLabel('First name').first().fill('Ada');
    await page.getByLabel('Last name').first().fill('Obi');
    await page.getByLabel('Email address').first().fill(guest.email);
    await page.getByLabel('Phone number').first().fill(guest.phone.replace('+234', '0'));
    await page.getByRole('button', { name: 'Book now' }).click();
    const payment = page.getByRole('dialog', { name: 'How would you like to pay?' });
    await payment.getByRole('radio', { name: /^Pay at the property/ }).check();
    await payment.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail or phone' });
    await expect(confirm).toContainText(
      'To hold a stay this size until you pay at the property, confirm your e-mail or phone with a 6-digit code.',
    );
    await expect(confirm.getByRole('button', { name: /^Send code by SMS/ })).toContainText(
      guest.phone.replace('+234', '0'),
    );
    await confirm.getByRole('button', { name: /^Send code by e-mail/ }).click();
    await expect(page.getByText('Verification code sent!')).toBeVisible();
    await expect(confirm).toContainText(`Enter the 6-digit code we sent to`);
    const code = await latestCode(request, guest.email);

    // A wrong code first: 'Invalid code', and the booking is not confirmed.
    await confirm.getByLabel(/code/i).fill(code === '000000' ? '111111' : '000000');
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await expect(confirm.getByText('Invalid code').first()).toBeVisible();
    await confirm.getByLabel(/code/i).fill(code);
    // The toast may leave with the page as the booking goes on to its confirmation: the answer, read on its way to
    // the page, says it.
    let verified: unknown;
    await page.route('**/contact-code/verify', async (route) => {
      const answer = await route.fetch();
      verified = await answer.json();
      await route.fulfill({ response: answer });
    });
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/hotel\/confirmation\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expect(page.getByText('Pay at the property', { exact: true })).toBeVisible();
    expect(verified).toMatchObject({ message: 'Email verified!' });
  });
});
