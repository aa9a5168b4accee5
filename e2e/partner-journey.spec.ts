import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { dayLabel } from '../lib/format/day';
import { uniqueGuest } from './auth-helpers';
import { createBooking } from './booking-helpers';
import { expect, open, test } from './fixtures';

// A demo property no other spec books or searches for (not featured, in Ibadan), by the demo partner's ids.
const PROPERTY = 'adire-house-jericho';
const ROOM_TYPES = ['classic-double', 'garden-king', 'jericho-suite'];
const ROOM = { id: 'classic-double', name: 'Classic Double' };
const CITY = 'Ibadan';

const naira = (n: number) => `₦${n.toLocaleString('en-US')}`;

/**
 * The first night of the December prices: the 5th of this year's December, or a few days ahead once December has
 * begun; the prices run for 27 nights (to the 31st).
 */
function decemberStart(): string {
  const today = todayInLagos();
  const fifth = `${today.slice(0, 4)}-12-05`;
  return today < addDays(fifth, -3) ? fifth : addDays(today, 3);
}

/** A new key of a partner from the development route: the demo partner's, or another one's (made when new). */
async function partnerKey(request: APIRequestContext, partner: string, name?: string): Promise<string> {
  const res = await request.post('/api/dev/partner-key', { data: { partner, ...(name ? { name } : {}) } });
  expect(res.status()).toBe(201);
  const { key } = (await res.json()) as { key: string };
  expect(key).toMatch(/^sn_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  return key;
}

/** POST /api/partner/v1/properties/{PROPERTY}/ari with the key. */
function setAri(request: APIRequestContext, key: string, body: unknown) {
  return request.post(`/api/partner/v1/properties/${PROPERTY}/ari`, {
    headers: { authorization: `Bearer ${key}` },
    data: body,
  });
}

const hotelPage = (checkIn: string, checkOut: string) =>
  `/hotel/${PROPERTY}?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&room=1`;

test.describe('a partner sets rates and availability through the API', () => {
  test('raised December prices reach the hotel page, the booking page, the stored booking and the confirmation', async ({
    page,
    consoleMessages,
  }) => {
    test.setTimeout(120_000);
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    const request = page.request;
    const key = await partnerKey(request, 'demo');

    // December at 80,000 a night, one night of the stay dearer.
    const first = decemberStart();
    const lastNight = addDays(first, 26);
    const checkOut = addDays(first, 3);
    // From a known start, so that a second run of the test counts the same changes.
    const start = await setAri(request, key, {
      roomType: ROOM.id,
      updates: [{ from: first, to: lastNight, price: 70_000 }],
    });
    expect(start.status()).toBe(200);
    const applied = await setAri(request, key, {
      roomType: ROOM.id,
      updates: [
        { from: first, to: lastNight, price: 80_000 },
        { from: addDays(first, 1), to: addDays(first, 1), price: 95_000 },
      ],
    });
    expect(applied.status()).toBe(200);
    // Every night of the range moved (the dearer night is one of them).
    expect(await applied.json()).toEqual({ changed: 27 });

    const read = await request.get(`/api/partner/v1/properties/${PROPERTY}/ari`, {
      headers: { authorization: `Bearer ${key}` },
      params: { from: first, to: addDays(first, 2) },
    });
    expect(read.status()).toBe(200);
    const { roomTypes } = (await read.json()) as { roomTypes: { roomType: string; nights: { price: number }[] }[] };
    expect(roomTypes.find((r) => r.roomType === ROOM.id)!.nights.map((n) => n.price)).toEqual([80_000, 95_000, 80_000]);

    const nights = [
      { night: first, price: 80_000, discountedPrice: 80_000 },
      { night: addDays(first, 1), price: 95_000, discountedPrice: 95_000 },
      { night: addDays(first, 2), price: 80_000, discountedPrice: 80_000 },
    ];
    const total = 255_000;
    const expectLines = async (where: Locator) => {
      const items = where.getByRole('listitem');
      await expect(items).toHaveCount(3);
      for (const [i, n] of nights.entries()) {
        await expect(items.nth(i)).toContainText(dayLabel(n.night, 'en'));
        await expect(items.nth(i)).toContainText(naira(n.discountedPrice));
      }
    };

    // The dated hotel page: the stay's sum and its average night.
    await open(page, hotelPage(first, checkOut));
    const card = page.locator('#availability').getByRole('article', { name: ROOM.name });
    await expect(card.getByText(naira(total), { exact: true })).toBeVisible();
    await expect(card.getByText(naira(total / 3), { exact: true })).toBeVisible();
    await expect(card.getByText('per night on average')).toBeVisible();

    // The booking page: one line a night and the sum.
    await card.locator('select').selectOption('1');
    await page.locator('#availability').getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    const hotelId = new URL(page.url()).pathname.split('/').pop()!;
    await expectLines(page.getByRole('group', { name: 'Nightly prices' }));
    await expect(page.getByText(naira(total), { exact: true }).first()).toBeVisible();

    // Booked by a visitor and paid at the property; the booking keeps each night's price.
    const created = await createBooking(
      request,
      {
        hotelId,
        categoryId: (await roomTypeId(request, hotelId, first, checkOut))!,
        checkInDate: first,
        checkOutDate: checkOut,
      },
      { email: guest.email, fullName: 'Bisi Partner', phoneNumber: '08051234966', address: '', state: 'Oyo' },
    );
    expect(created.status()).toBe(201);
    const { bookingID } = (await created.json()) as { bookingID: string };
    expect((await request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } })).status()).toBe(200);
    const stored = await request.get(`/api/bookings/${bookingID}`);
    expect(stored.status()).toBe(200);
    const { booking } = (await stored.json()) as {
      booking: { totalPrice: number; rooms: { roomName: string; nightlyPrices: unknown }[] };
    };
    expect(booking.totalPrice).toBe(total);
    expect(booking.rooms).toHaveLength(1);
    expect(booking.rooms[0]).toMatchObject({ roomName: ROOM.name, nightlyPrices: nights });

    // The confirmation page.
    await open(page, `/hotel/confirmation/${hotelId}/${bookingID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expectLines(page.getByRole('group', { name: 'Nightly prices' }));
    await expect(page.getByText(naira(total), { exact: true }).first()).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });

  test('a closed night takes the hotel out of that date’s results; a two-night minimum refuses one night', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const key = await partnerKey(request, 'demo');
    const first = decemberStart();
    const closed = addDays(first, 14);
    const arrival = addDays(first, 20);

    const closeAll = (value: boolean) =>
      setAri(
        request,
        key,
        ROOM_TYPES.map((roomType) => ({ roomType, updates: [{ from: closed, to: closed, closed: value }] })),
      );
    // Open first, so that a second run of the test counts the same changes.
    expect((await closeAll(false)).status()).toBe(200);
    const closing = await closeAll(true);
    expect(closing.status()).toBe(200);
    expect(await closing.json()).toEqual({ changed: ROOM_TYPES.length });
    const minimum = await setAri(request, key, {
      roomType: ROOM.id,
      updates: [{ from: arrival, to: arrival, minStay: 2 }],
    });
    expect(minimum.status()).toBe(200);

    // The results of the closed night leave the hotel out; those of the next night list it.
    const results = (checkIn: string) =>
      `/hotel/result?location=${CITY}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&adults=1&children=0&room=1`;
    const cards = page.locator('main article');
    const hotelCard = cards.filter({ has: page.getByRole('heading', { name: 'Adire House Jericho', exact: true }) });
    await open(page, results(addDays(closed, 1)));
    await expect(hotelCard).toHaveCount(1);
    await open(page, results(closed));
    await expect(page.getByRole('status')).toHaveText(/^\d+ propert(y|ies) found$/);
    await expect(cards.first()).toBeVisible();
    await expect(hotelCard).toHaveCount(0);

    // One night from the arrival date is refused on the hotel page and by the booking API; two nights are open.
    await open(page, hotelPage(arrival, addDays(arrival, 1)));
    const card = page.locator('#availability').getByRole('article', { name: ROOM.name });
    await expect(card.getByText('Minimum stay 2 nights from this date')).toBeVisible();
    await expect(card.locator('select')).toBeDisabled();

    const { hotel } = (await (await request.get(`/api/hotels/${PROPERTY}`)).json()) as { hotel: { _id: string } };
    const categoryId = (await roomTypeId(request, hotel._id, arrival, addDays(arrival, 2)))!;
    const guest = uniqueGuest();
    const refused = await createBooking(
      request,
      { hotelId: hotel._id, categoryId, checkInDate: arrival, checkOutDate: addDays(arrival, 1) },
      { email: guest.email, fullName: 'Sade Short', phoneNumber: '08051234955', address: '', state: 'Oyo' },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This room has a minimum stay of 2 nights from this date.');
  });

  test('another partner’s key cannot read or change the demo property', async ({ request }) => {
    const key = await partnerKey(request, 'e2e-harbour', 'Harbour Hotels');
    const auth = { authorization: `Bearer ${key}` };
    const first = decemberStart();
    const read = await request.get(`/api/partner/v1/properties/${PROPERTY}/ari`, {
      headers: auth,
      params: { from: first, to: first },
    });
    expect(read.status()).toBe(404);
    expect(await read.json()).toMatchObject({ code: 'propertyNotFound', message: 'No property of yours has this id.' });
    const write = await setAri(request, key, {
      roomType: ROOM.id,
      updates: [{ from: first, to: first, closed: true }],
    });
    expect(write.status()).toBe(404);
    expect((await write.json()).code).toBe('propertyNotFound');
    // The demo property is still open that night.
    const demoKey = await partnerKey(request, 'demo');
    const demoRead = await request.get(`/api/partner/v1/properties/${PROPERTY}/ari`, {
      headers: { authorization: `Bearer ${demoKey}` },
      params: { from: first, to: first },
    });
    const { roomTypes } = (await demoRead.json()) as {
      roomTypes: { roomType: string; nights: { closed: boolean }[] }[];
    };
    expect(roomTypes.find((r) => r.roomType === ROOM.id)!.nights[0]!.closed).toBe(false);

    // The development route makes keys only for partners that exist unless it is given a name.
    const unknown = await request.post('/api/dev/partner-key', { data: { partner: 'e2e-nobody' } });
    expect(unknown.status()).toBe(404);
  });
});

/** The site's id of the room type named ROOM, as the hotel's availability lists it. */
async function roomTypeId(request: APIRequestContext, hotelId: string, checkIn: string, checkOut: string) {
  const res = await request.get(`/api/hotels/${hotelId}/search-availability`, {
    params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
  });
  const rooms = (await res.json()).response as { categoryId: string; roomName: string }[];
  return rooms.find((r) => r.roomName === ROOM.name)?.categoryId;
}
