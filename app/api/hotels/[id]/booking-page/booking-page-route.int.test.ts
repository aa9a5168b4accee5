import { addDays } from '@/lib/dates';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel, insertTestUser, payloadFor, stayDates } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

// Outside Next.js, a 'use cache' function is a plain call: its cache settings have nothing to set.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let routes: { page: RouteHandler; create: RouteHandler };
let hotel: { hotelId: string; slug: string; roomIds: string[] };
let session: (userId: string) => Promise<string>;
let newUser: () => Promise<string>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.FLUTTERWAVE_SECRET_KEY;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [page, created, { getDb }, { createSession }] = await Promise.all([
    import('./route'),
    import('../../../bookings/[id]/new/route'),
    import('@/lib/db'),
    import('@/lib/services/auth/session'),
  ]);
  routes = { page: page.GET as RouteHandler, create: created.POST as RouteHandler };
  const db = await getDb();
  hotel = await insertTestHotel(db, [
    { totalRooms: 3, standardPrice: 50_000 },
    { totalRooms: 1, maxAdults: 1 },
  ]);
  session = async (userId) => (await createSession(db, userId)).token;
  newUser = () => insertTestUser(db, 'Gold');
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

const { checkInDate: checkIn, checkOutDate: checkOut } = stayDates(20, 2);

function ask(browser: ReturnType<typeof routeBrowser>, query: Record<string, string>, hotelId = hotel.hotelId) {
  return browser.call(
    routes.page,
    `/api/hotels/${encodeURIComponent(hotelId)}/booking-page?${new URLSearchParams(query)}`,
    {},
    { id: hotelId },
  );
}

describe('GET /api/hotels/{id}/booking-page', () => {
  it('prices the chosen rooms for a visitor, privately, with an empty form to start from', async () => {
    const res = await ask(routeBrowser(SITE), {
      checkIn,
      checkOut,
      adults: '2',
      children: '0',
      selection: `${hotel.roomIds[0]}:2`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      hotel: { id: hotel.hotelId, slug: hotel.slug, name: 'Test Harbour Hotel', checkInTime: '14:00' },
      stay: { checkIn, checkOut, adults: 2, children: 0 },
      dateProblem: null,
      selectionProblem: null,
      shortfalls: [],
      partyProblem: null,
      existing: null,
      signedIn: false,
      guest: { firstName: '', lastName: '', email: '', phoneNumber: '' },
    });
    expect(body.quote).toMatchObject({ nights: 2, numberOfRooms: 2, totalPrice: 200_000 });
  });

  it('reads a hotel by its slug too, and answers 404 for one that does not exist', async () => {
    const bySlug = await ask(routeBrowser(SITE), { checkIn, checkOut, selection: `${hotel.roomIds[0]}:1` }, hotel.slug);
    expect(bySlug.status).toBe(200);
    expect((await bySlug.json()).hotel.id).toBe(hotel.hotelId);
    for (const id of ['no-such-hotel', '00000000-0000-4000-8000-000000000000', 'x'.repeat(300)]) {
      const res = await ask(routeBrowser(SITE), { checkIn, checkOut }, id);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toMatchObject({ message: 'Hotel not found' });
    }
  });

  it('says what does not fit: no rooms, dates that cannot be booked, rooms gone, a party too large', async () => {
    const browser = routeBrowser(SITE);
    const none = await (await ask(browser, { checkIn, checkOut })).json();
    expect(none).toMatchObject({ selectionProblem: 'noSelection', quote: null });
    const unreadable = await (await ask(browser, { checkIn, checkOut, selection: '%,nope:1' })).json();
    expect(unreadable).toMatchObject({ selectionProblem: 'noSelection', quote: null });

    const backwards = await (
      await ask(browser, { checkIn: checkOut, checkOut: checkIn, selection: `${hotel.roomIds[0]}:1` })
    ).json();
    expect(backwards.dateProblem).toEqual(expect.any(String));
    expect(backwards.quote).toBeNull();

    const gone = await (await ask(browser, { checkIn, checkOut, selection: `${hotel.roomIds[1]}:2` })).json();
    expect(gone.shortfalls).toEqual([{ roomName: 'Room 2', wanted: 2, left: 1 }]);

    const crowded = await (
      await ask(browser, { checkIn, checkOut, adults: '9', selection: `${hotel.roomIds[1]}:1` })
    ).json();
    expect(crowded.partyProblem).not.toBeNull();
  });

  it('refuses an address too long to be one with 400 and a message', async () => {
    const res = await ask(routeBrowser(SITE), { checkIn, checkOut, selection: 'a'.repeat(2_001) });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('starts a signed-in guest’s form from their account and prices at their tier', async () => {
    const browser = routeBrowser(SITE);
    browser.jar.set('sn_session', await session(await newUser()));
    const visitor = await (
      await ask(routeBrowser(SITE), { checkIn, checkOut, selection: `${hotel.roomIds[0]}:1` })
    ).json();
    const body = await (await ask(browser, { checkIn, checkOut, selection: `${hotel.roomIds[0]}:1` })).json();
    expect(body.signedIn).toBe(true);
    expect(body.guest).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      email: expect.stringMatching(/@example\.com$/),
    });
    expect(body.quote.amountToBePaid).toBeLessThan(visitor.quote.amountToBePaid);
  });

  it('shows a booking only to the browser that made it; anyone else gets the stay of the address', async () => {
    const owner = routeBrowser(SITE);
    const dates = { checkInDate: addDays(checkIn, 5), checkOutDate: addDays(checkIn, 7) };
    const created = await owner.call(
      routes.create,
      `/api/bookings/${hotel.hotelId}/new`,
      { method: 'POST', body: JSON.stringify(payloadFor([{ room: hotel.roomIds[0]! }], dates)) },
      { id: hotel.hotelId },
    );
    expect(created.status).toBe(201);
    const { bookingID } = await created.json();
    const query = { checkIn, checkOut, selection: `${hotel.roomIds[0]}:1`, bookingId: bookingID };

    const own = await (await ask(owner, query)).json();
    expect(own.existing).toMatchObject({ id: bookingID, guest: { firstName: 'Ada', lastName: 'Chioma Obi' } });
    expect(own.stay).toMatchObject({ checkIn: dates.checkInDate, checkOut: dates.checkOutDate });

    const stranger = await (await ask(routeBrowser(SITE), query)).json();
    expect(stranger.existing).toBeNull();
    expect(stranger.stay).toMatchObject({ checkIn, checkOut });
    expect(JSON.stringify(stranger)).not.toContain('Obi');
  });
});
