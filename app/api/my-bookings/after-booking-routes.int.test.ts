import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel, insertTestUser, payloadFor } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let routes: Record<
  'myBookings' | 'create' | 'patch' | 'modify' | 'cancelQuote' | 'cancel' | 'review' | 'contact' | 'profile',
  RouteHandler
>;
let hotel: { hotelId: string; roomIds: string[] };
let signIn: (browser: ReturnType<typeof routeBrowser>) => Promise<string>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.FLUTTERWAVE_SECRET_KEY;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [mine, created, booking, modify, cancel, review, contact, profile, { getDb }, { createSession }] =
    await Promise.all([
      import('./route'),
      import('../bookings/[id]/new/route'),
      import('../bookings/[id]/route'),
      import('../bookings/[id]/modify/route'),
      import('../bookings/[id]/cancel/route'),
      import('../reviews/[hotelId]/[bookingId]/route'),
      import('../forms/new/route'),
      import('../user/profile/route'),
      import('@/lib/db'),
      import('@/lib/services/auth/session'),
    ]);
  routes = {
    myBookings: mine.GET as RouteHandler,
    create: created.POST as RouteHandler,
    patch: booking.PATCH as RouteHandler,
    modify: modify.POST as RouteHandler,
    cancelQuote: cancel.GET as RouteHandler,
    cancel: cancel.POST as RouteHandler,
    review: review.POST as RouteHandler,
    contact: contact.POST as RouteHandler,
    profile: profile.PATCH as RouteHandler,
  };
  const db = await getDb();
  hotel = await insertTestHotel(db, [{ totalRooms: 10 }]);
  signIn = async (browser) => {
    const userId = await insertTestUser(db);
    const { token } = await createSession(db, userId);
    browser.jar.set('sn_session', token);
    return userId;
  };
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

const json = (body: unknown, method = 'POST') => ({ method, body: JSON.stringify(body) });

describe('after-booking routes', () => {
  it('answer visitors 401, strangers 404, and the owner privately', async () => {
    const owner = routeBrowser(SITE);
    await signIn(owner);
    const created = await owner.call(
      routes.create,
      `/api/bookings/${hotel.hotelId}/new`,
      json(payloadFor([{ room: hotel.roomIds[0]! }])),
      {
        id: hotel.hotelId,
      },
    );
    expect(created.status).toBe(201);
    const { bookingID } = (await created.json()) as { bookingID: string };
    await owner.call(routes.patch, `/api/bookings/${bookingID}`, json({ paymentMethod: 'Cash' }, 'PATCH'), {
      id: bookingID,
    });

    const visitor = routeBrowser(SITE);
    const mineAsVisitor = await visitor.call(routes.myBookings, '/api/my-bookings');
    expect(mineAsVisitor.status).toBe(401);
    expect(mineAsVisitor.headers.get('cache-control')).toBe('private, no-store');

    const stranger = routeBrowser(SITE);
    await signIn(stranger);
    expect(await (await stranger.call(routes.myBookings, '/api/my-bookings')).json()).toEqual({ bookings: [] });
    const p = { id: bookingID };
    expect((await stranger.call(routes.cancelQuote, `/api/bookings/${bookingID}/cancel`, {}, p)).status).toBe(404);
    expect(
      (await stranger.call(routes.cancel, `/api/bookings/${bookingID}/cancel`, json({ confirm: true }), p)).status,
    ).toBe(404);
    const change = {
      checkInDate: payloadFor([]).checkInDate,
      checkOutDate: payloadFor([]).checkOutDate,
      rooms: [{ room: hotel.roomIds[0], numberOfRooms: 2 }],
      guests: { adults: 1, children: 0 },
      guest: { firstName: 'Eve', lastName: 'M', email: 'eve@example.com', phoneNumber: '08030000000' },
      confirm: true,
    };
    expect((await stranger.call(routes.modify, `/api/bookings/${bookingID}/modify`, json(change), p)).status).toBe(404);
    const review = await stranger.call(
      routes.review,
      `/api/reviews/${hotel.hotelId}/${bookingID}`,
      json({
        overall: 1,
        cleanliness: 1,
        comfort: 1,
        location: 1,
        facilities: 1,
        staff: 1,
        value: 1,
        title: 'Nope',
        comment: 'A review of a stay that is not mine.',
      }),
      { hotelId: hotel.hotelId, bookingId: bookingID },
    );
    expect(review.status).toBe(404);

    const list = await owner.call(routes.myBookings, '/api/my-bookings');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const { bookings } = (await list.json()) as { bookings: { _id: string; status: string; numberOfRooms: number }[] };
    expect(bookings).toEqual([expect.objectContaining({ _id: bookingID, status: 'confirmed', numberOfRooms: 1 })]);

    const quote = await owner.call(
      routes.modify,
      `/api/bookings/${bookingID}/modify`,
      json({ ...change, confirm: false }),
      p,
    );
    expect(quote.status).toBe(200);
    expect(await quote.json()).toMatchObject({ applied: false, difference: 100_000 });
  });

  it('checks the contact form’s phone rule and limits a client address to 5 messages an hour', async () => {
    const browser = routeBrowser(SITE);
    const body = { fullName: 'Ada Obi', email: 'ada@example.com', phoneNumber: '12345', message: 'Hello' };
    const bad = await browser.call(routes.contact, '/api/forms/new', json(body));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.phoneNumber).toEqual([
      'Invalid phone number. Use 10-11 digits (e.g., 08012345678 or +2348012345678)',
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await browser.call(routes.contact, '/api/forms/new', json({ ...body, phoneNumber: '+2348031234567' }))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('renames the signed-in account only', async () => {
    const visitor = routeBrowser(SITE);
    expect(
      (await visitor.call(routes.profile, '/api/user/profile', json({ firstName: 'A', lastName: 'B' }, 'PATCH')))
        .status,
    ).toBe(401);
    const guest = routeBrowser(SITE);
    await signIn(guest);
    const res = await guest.call(
      routes.profile,
      '/api/user/profile',
      json({ firstName: 'Adaeze', lastName: 'Okafor' }, 'PATCH'),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { userDetails: { fullName: string } }).userDetails.fullName).toBe('Adaeze Okafor');
  });
});
