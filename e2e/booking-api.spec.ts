import type { APIRequestContext, Browser } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect, test } from './fixtures';
import { registerGuest, uniqueGuest } from './auth-helpers';

interface Room {
  categoryId: string;
  roomsLeft: number;
  discountedPrice: number;
}

/** A featured hotel and one of its rooms free for a stay far enough ahead that other specs never book it. */
async function freeRoom(request: APIRequestContext, daysAhead: number) {
  const checkInDate = addDays(todayInLagos(), daysAhead);
  const checkOutDate = addDays(checkInDate, 2);
  const { hotels } = await (await request.get('/api/featured-hotels')).json();
  const hotel = hotels[daysAhead % hotels.length];
  const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
    params: { checkInDate, checkOutDate, rooms: '1' },
  });
  const room = ((await res.json()).response as Room[]).find((r) => r.roomsLeft > 0)!;
  expect(room, 'a room with space').toBeDefined();
  return { hotelId: hotel._id as string, room, checkInDate, checkOutDate };
}

function payload(stay: Awaited<ReturnType<typeof freeRoom>>, email: string, phone: string) {
  return {
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    bookingInfo: {
      email,
      fullName: 'Ada Obi',
      phoneNumber: phone,
      location: { address: '4 Awolowo Road', state: 'Lagos', zipCode: '', country: 'Nigeria' },
    },
    guests: { adults: 2, children: 0 },
    guestDetails: [],
    // Figures a tampered client might send: the server keeps its own.
    rooms: [{ numberOfRooms: 1, room: stay.room.categoryId, price: 1, discountedPrice: 1, reason: 'other' }],
    totalPrice: 1,
    discountedPrice: 1,
    amountToBePaid: 1,
    specialRequest: '',
    purpose: 'Business',
    arrivalTime: '1:00pm-2:00pm',
    paperlessConfirmation: true,
  };
}

/** A fresh browser's API: its own cookies and its own client address. */
async function newClient(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  ip: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

async function payInSandbox(browser: Browser, paymentUrl: string, button: 'Pay' | 'Decline') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(paymentUrl, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  // Where the browser lands is the answer; that page's own content is another part's business.
  await page.waitForURL((url) => url.pathname.startsWith('/hotel/'), { waitUntil: 'commit' });
  const landed = new URL(page.url());
  await context.close();
  return landed;
}

test.describe('booking and payment API', () => {
  test('a visitor books and pays at the property; only that browser and the e-mailed link can read it', async ({
    playwright,
    baseURL,
  }) => {
    const guest = uniqueGuest();
    const stay = await freeRoom(await newClient(playwright, baseURL, guest.ip), 70);
    const visitor = await newClient(playwright, baseURL, guest.ip);
    const created = await visitor.post(`/api/bookings/${stay.hotelId}/new`, {
      data: payload(stay, guest.email, guest.phone),
    });
    expect(created.status()).toBe(201);
    expect(created.headers()['cache-control']).toBe('private, no-store');
    expect(created.headers()['set-cookie']).toMatch(/sn_bookings=[\w-]{43};.*HttpOnly/i);
    const { bookingID, reference, message } = await created.json();
    expect(message).toBe('Your booking has been created.');
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const cash = await visitor.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } });
    expect(cash.status()).toBe(200);
    expect((await cash.json()).booking).toEqual({ status: 'confirmed', paymentMethod: 'Cash', holdExpiresAt: null });

    const mine = await visitor.get(`/api/bookings/${bookingID}`);
    expect(mine.status()).toBe(200);
    const { booking } = await mine.json();
    expect(booking).toMatchObject({
      reference,
      status: 'confirmed',
      paymentMethod: 'Cash',
      paymentStatus: 'unpaid',
      amountToBePaid: stay.room.discountedPrice * 2,
      hotel: { id: stay.hotelId },
    });

    const other = await newClient(playwright, baseURL, uniqueGuest().ip);
    const hidden = await other.get(`/api/bookings/${bookingID}`);
    expect(hidden.status()).toBe(404);
    expect(await hidden.json()).toEqual({ code: 'bookingNotFound', message: 'Booking not found' });

    const outbox = await (await other.get('/api/dev/outbox', { params: { to: guest.email } })).json();
    const confirmation = outbox.messages.find((m: { subject: string }) => m.subject?.includes(reference));
    expect(confirmation.subject).toContain('Booking confirmed');
    const link = /(https?:\/\/\S+\?access=[\w-]+)/.exec(confirmation.body)?.[1];
    expect(link).toContain(`/manage-booking/${bookingID}?access=`);
    const access = new URL(link!).searchParams.get('access')!;
    const shared = await other.get(`/api/bookings/${bookingID}`, { params: { access } });
    expect(shared.status()).toBe(200);
    expect((await shared.json()).booking.reference).toBe(reference);
    // The link reads the booking; it does not let its holder change it.
    expect(
      (await other.patch(`/api/bookings/${bookingID}?access=${access}`, { data: { paymentMethod: 'Card' } })).status(),
    ).toBe(404);
    await Promise.all([visitor.dispose(), other.dispose()]);
  });

  /** A signed-in guest with a card booking whose checkout is open in the sandbox. */
  async function cardCheckout(
    playwright: Parameters<typeof newClient>[0],
    baseURL: string | undefined,
    daysAhead: number,
  ) {
    const guest = uniqueGuest();
    const account = await newClient(playwright, baseURL, guest.ip);
    await registerGuest(account, guest);
    const stay = await freeRoom(account, daysAhead);
    const res = await account.post(`/api/bookings/${stay.hotelId}/new`, {
      data: payload(stay, guest.email, guest.phone),
    });
    expect(res.status()).toBe(201);
    // The account owns it: no browser cookie is needed.
    expect(res.headers()['set-cookie'] ?? '').not.toContain('sn_bookings=');
    const { bookingID } = await res.json();
    const card = await account.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Card' } });
    expect((await card.json()).booking).toMatchObject({ status: 'pending_payment', paymentMethod: 'Card' });
    const started = await account.post('/api/payments/initiate-payment', { data: { bookingId: bookingID } });
    expect(started.status()).toBe(200);
    const { paymentUrl } = await started.json();
    expect(paymentUrl).toMatch(new RegExp(`^${baseURL}/payments/sandbox/SN-[A-Z0-9]{8}-[A-Z0-9]{10}$`));
    const booking = async () => (await (await account.get(`/api/bookings/${bookingID}`)).json()).booking;
    return { account, stay, bookingID: bookingID as string, paymentUrl: paymentUrl as string, booking };
  }

  test('a signed-in guest pays by card in the sandbox and lands on the confirmation', async ({
    playwright,
    baseURL,
    browser,
  }) => {
    // An account (a slow password hash) and a browser through the checkout: more than the usual time.
    test.slow();
    const { account, stay, bookingID, paymentUrl, booking } = await cardCheckout(playwright, baseURL, 75);
    const landed = await payInSandbox(browser, paymentUrl, 'Pay');
    expect(landed.pathname).toBe(`/hotel/confirmation/${stay.hotelId}/${bookingID}`);
    expect(await booking()).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'Card',
      paymentStatus: 'paid',
      amountPaid: stay.room.discountedPrice * 2,
      holdExpiresAt: null,
    });
    await account.dispose();
  });

  test('a declined card payment goes back to the booking page with the booking still on hold', async ({
    playwright,
    baseURL,
    browser,
  }) => {
    // An account (a slow password hash) and a browser through the checkout: more than the usual time.
    test.slow();
    const { account, stay, bookingID, paymentUrl, booking } = await cardCheckout(playwright, baseURL, 76);
    const back = await payInSandbox(browser, paymentUrl, 'Decline');
    expect(back.pathname).toBe(`/hotel/booking-details/${stay.hotelId}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ bookingId: bookingID, payment: 'failed' });
    const held = await booking();
    expect(held).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
    expect(new Date(held.holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
    // Retry Payment: a new checkout for the same booking.
    const retry = await account.post('/api/payments/initiate-payment', { data: { bookingId: bookingID } });
    expect(retry.status()).toBe(200);
    expect((await retry.json()).paymentUrl).not.toBe(paymentUrl);
    await account.dispose();
  });
});
