import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel, payloadFor } from '@/lib/testing/booking-fixtures';
import { BOOKINGS_PER_CLIENT, BOOKINGS_PER_PERSON } from '@/lib/services/limits';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';
import fr from '@/messages/fr';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let routes: { create: RouteHandler; get: RouteHandler; patch: RouteHandler; calendar: RouteHandler };
let hotel: { hotelId: string; roomIds: string[] };

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.FLUTTERWAVE_SECRET_KEY;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [created, booking, calendar, { getDb }] = await Promise.all([
    import('./[id]/new/route'),
    import('./[id]/route'),
    import('./[id]/calendar/route'),
    import('@/lib/db'),
  ]);
  routes = {
    create: created.POST as RouteHandler,
    get: booking.GET as RouteHandler,
    patch: booking.PATCH as RouteHandler,
    calendar: calendar.GET as RouteHandler,
  };
  hotel = await insertTestHotel(await getDb(), [{ totalRooms: 30 }]);
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

const create = (browser: ReturnType<typeof routeBrowser>, body: unknown, hotelId = hotel.hotelId, headers = {}) =>
  browser.call(
    routes.create,
    `/api/bookings/${hotelId}/new`,
    { method: 'POST', body: JSON.stringify(body), headers },
    { id: hotelId },
  );

describe('POST /api/bookings/{hotelId}/new', () => {
  it('creates a visitor’s booking, sets the browser’s httpOnly cookie, and answers privately in its language', async () => {
    const browser = routeBrowser(SITE);
    const res = await create(browser, payloadFor([{ room: hotel.roomIds[0]! }]), hotel.hotelId, {
      'accept-language': 'fr',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { bookingID: string; reference: string; message: string };
    expect(body).toEqual({
      bookingID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      message: fr.booking.api.created,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sn_bookings='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    // A second booking from the same browser keeps its token (the cookie's life is renewed).
    const token = browser.jar.get('sn_bookings');
    const again = await create(browser, payloadFor([{ room: hotel.roomIds[0]! }]));
    expect(again.headers.getSetCookie().find((c) => c.startsWith('sn_bookings='))).toContain(`sn_bookings=${token};`);
    const [first, second] = [body.bookingID, ((await again.json()) as { bookingID: string }).bookingID];
    for (const id of [first, second]) {
      expect((await browser.call(routes.get, `/api/bookings/${id}`, {}, { id })).status).toBe(200);
    }
  });

  it('400 with every field’s message, 404 for an unknown hotel, 403 from another site', async () => {
    const browser = routeBrowser(SITE);
    const bad = await create(browser, { ...payloadFor([{ room: hotel.roomIds[0]! }]), bookingInfo: { email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('private, no-store');
    expect(await bad.json()).toMatchObject({
      code: 'invalidRequest',
      fieldErrors: { 'bookingInfo.email': ['Invalid email'], 'bookingInfo.fullName': ['Full name is required'] },
    });
    const unknown = await create(browser, payloadFor([{ room: hotel.roomIds[0]! }]), 'no-such-hotel');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'hotelNotFound', message: 'Hotel not found' });
    const foreign = await create(browser, payloadFor([{ room: hotel.roomIds[0]! }]), hotel.hotelId, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('400 on the guests, in the client’s language, for a party the rooms cannot house', async () => {
    const browser = routeBrowser(SITE);
    const crowd = payloadFor([{ room: hotel.roomIds[0]! }], { guests: { adults: 30, children: 10 }, guestDetails: [] });
    const res = await create(browser, crowd);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const message =
      'These rooms sleep 3 adults and 1 child; your party is 30 adults and 10 children. Add a room or choose a larger one.';
    expect(await res.json()).toEqual({ code: 'invalidRequest', message, fieldErrors: { guests: [message] } });
    const french = await create(browser, crowd, hotel.hotelId, { 'accept-language': 'fr' });
    expect(((await french.json()) as { message: string }).message).toBe(
      'Ces chambres accueillent 3 adultes et 1 enfant ; votre groupe compte 30 adultes et 10 enfants. Ajoutez une chambre ou choisissez-en une plus grande.',
    );
  });

  it('answers 429 once one visitor (their booking cookie) has created 10 bookings in ten minutes, not their neighbours', async () => {
    const browser = routeBrowser(SITE);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const res = await create(browser, payloadFor([{ room: hotel.roomIds[0]! }]));
      statuses.push(res.status);
      refused = res;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(await refused!.json()).toMatchObject({ code: 'tooManyBookings' });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another guest behind the same address (a carrier's NAT) books as usual.
    const neighbour = routeBrowser(SITE);
    const res = await create(neighbour, payloadFor([{ room: hotel.roomIds[0]! }]), hotel.hotelId, {
      'x-forwarded-for': browser.ip,
    });
    expect(res.status).toBe(201);
  });

  it('stops a client address that drops its cookies at a ceiling far above one person’s', async () => {
    const ip = routeBrowser(SITE).ip;
    const statuses: number[] = [];
    // Each request a new cookie-less client; the bodies are refused after the count, so no rooms are held.
    for (let i = 0; i < BOOKINGS_PER_CLIENT.limit; i++)
      statuses.push((await create(routeBrowser(SITE), {}, hotel.hotelId, { 'x-forwarded-for': ip })).status);
    expect(BOOKINGS_PER_CLIENT.limit).toBeGreaterThanOrEqual(20 * BOOKINGS_PER_PERSON.limit);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const over = await create(routeBrowser(SITE), payloadFor([{ room: hotel.roomIds[0]! }]), hotel.hotelId, {
      'x-forwarded-for': ip,
    });
    expect(over.status).toBe(429);
  });
});

describe('the booking’s own routes', () => {
  it('PATCH sets Cash for the owner only; GET and the calendar answer the owner and 404 anyone else', async () => {
    const owner = routeBrowser(SITE);
    const { bookingID: id, reference } = (await (
      await create(owner, payloadFor([{ room: hotel.roomIds[0]! }]))
    ).json()) as {
      bookingID: string;
      reference: string;
    };
    const stranger = routeBrowser(SITE);
    const patch = (browser: ReturnType<typeof routeBrowser>, body: unknown) =>
      browser.call(routes.patch, `/api/bookings/${id}`, { method: 'PATCH', body: JSON.stringify(body) }, { id });
    expect((await patch(stranger, { paymentMethod: 'Cash' })).status).toBe(404);
    const invalid = await patch(owner, { paymentMethod: 'Bitcoin' });
    expect(await invalid.json()).toMatchObject({ fieldErrors: { paymentMethod: ['Please select a payment method.'] } });
    const cash = await patch(owner, { paymentMethod: 'Cash' });
    expect(cash.status).toBe(200);
    expect(await cash.json()).toEqual({
      message: 'Your booking is confirmed. You will pay at the property.',
      booking: { status: 'confirmed', paymentMethod: 'Cash', holdExpiresAt: null },
    });
    const card = await patch(owner, { paymentMethod: 'Card' });
    expect(card.status).toBe(409);
    expect(await card.json()).toEqual({
      code: 'bookingAlreadyConfirmed',
      message: 'This booking is already confirmed.',
    });

    const view = await owner.call(routes.get, `/api/bookings/${id}`, {}, { id });
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    const { booking } = (await view.json()) as { booking: Record<string, unknown> };
    expect(booking).toMatchObject({
      reference,
      status: 'confirmed',
      hotel: { id: hotel.hotelId, name: 'Test Harbour Hotel', checkInTime: '14:00', checkOutTime: '11:00' },
      nights: 2,
      rooms: [{ roomName: 'Room 1', numberOfRooms: 1, pricePerNight: 50_000, discountedPricePerNight: 50_000 }],
      guests: { adults: 2, children: 1 },
      totalPrice: 100_000,
      amountToBePaid: 100_000,
      paymentMethod: 'Cash',
      paymentStatus: 'unpaid',
    });
    expect(JSON.stringify(booking)).not.toMatch(/TokenHash|needsAttention/);
    const missing = await stranger.call(routes.get, `/api/bookings/${id}`, {}, { id });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'bookingNotFound', message: 'Booking not found' });

    const ics = await owner.call(routes.calendar, `/api/bookings/${id}/calendar`, {}, { id });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`SUMMARY:Stay at Test Harbour Hotel (${reference})`);
    expect((await stranger.call(routes.calendar, `/api/bookings/${id}/calendar`, {}, { id })).status).toBe(404);
  });
});
