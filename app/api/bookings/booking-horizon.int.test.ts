import { addDays, todayInLagos } from '@/lib/dates';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { bookingTableCounts, insertTestHotel, payloadFor, reservedNights } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';
import { routeDatabases } from '@/lib/testing/route-databases';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };

const databases = routeDatabases('horizon');

describe.each(databases)('the booking horizon (365 days by default) on $name', ({ open }) => {
  let drop: () => Promise<void> = async () => {};
  let routes: { create: RouteHandler; availability: RouteHandler };
  let hotel: { hotelId: string; roomIds: string[] };
  let getDb: () => Promise<Parameters<typeof bookingTableCounts>[0]>;

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    process.env = { ...saved, SEED_DEMO_DATA: 'false', SITE_URL: SITE, ...opened.env };
    delete process.env.BOOKING_HORIZON_DAYS;
    if (!opened.env.DATABASE_URL) delete process.env.DATABASE_URL;
    // The environment is read once per module load: each database gets its own copy of the routes.
    jest.resetModules();
    const [created, availability, db] = await Promise.all([
      import('./[id]/new/route'),
      import('../hotels/[id]/search-availability/route'),
      import('@/lib/db'),
    ]);
    routes = { create: created.POST as RouteHandler, availability: availability.GET as RouteHandler };
    getDb = db.getDb;
    hotel = await insertTestHotel(await getDb(), [{ totalRooms: 5 }]);
  });

  afterAll(async () => {
    await closeAppDatabase();
    await drop();
    process.env = { ...saved };
  });

  const stay = (daysAhead: number) => {
    const checkInDate = addDays(todayInLagos(), daysAhead);
    return { checkInDate, checkOutDate: addDays(checkInDate, 2) };
  };
  const create = (body: unknown) =>
    routeBrowser(SITE).call(
      routes.create,
      `/api/bookings/${hotel.hotelId}/new`,
      { method: 'POST', body: JSON.stringify(body) },
      { id: hotel.hotelId },
    );

  it('refuses a check-in at today + 366 with 400 and the check-in’s message, and stores nothing', async () => {
    const db = await getDb();
    const before = await bookingTableCounts(db);
    for (const daysAhead of [366, 3650]) {
      const res = await create(payloadFor([{ room: hotel.roomIds[0]! }], stay(daysAhead)));
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual({
        code: 'invalidRequest',
        message: 'Check-in can be at most 365 days ahead.',
        fieldErrors: { checkInDate: ['Check-in can be at most 365 days ahead.'] },
      });
    }
    const far = await create(
      payloadFor([{ room: hotel.roomIds[0]! }], { checkInDate: '9999-12-30', checkOutDate: '9999-12-31' }),
    );
    expect(far.status).toBe(400);
    expect(await bookingTableCounts(db)).toEqual(before);
    expect(await reservedNights(db, hotel.roomIds[0]!)).toEqual({});
  });

  it('accepts a check-in at today + 365 and holds its nights', async () => {
    const dates = stay(365);
    const res = await create(payloadFor([{ room: hotel.roomIds[0]!, numberOfRooms: 2 }], dates));
    expect(res.status).toBe(201);
    expect(await reservedNights(await getDb(), hotel.roomIds[0]!)).toEqual({
      [dates.checkInDate]: 2,
      [addDays(dates.checkInDate, 1)]: 2,
    });
  });

  it('answers availability up to the horizon, and 400 beyond it, in the asker’s language', async () => {
    const ask = (daysAhead: number) => {
      const { checkInDate, checkOutDate } = stay(daysAhead);
      return routeBrowser(SITE).call(
        routes.availability,
        `/api/hotels/${hotel.hotelId}/search-availability?checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&lng=fr`,
        {},
        { id: hotel.hotelId },
      );
    };
    expect((await ask(365)).status).toBe(200);
    const refused = await ask(366);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { checkInDate: ['L’arrivée peut être fixée au plus 365 jours à l’avance.'] },
    });
  });
});
