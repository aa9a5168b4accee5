import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let exportCsv: RouteHandler;
let signIn: (browser: ReturnType<typeof routeBrowser>, email: string) => Promise<void>;
let setStaff: (email: string, staff: boolean) => Promise<unknown>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [csv, { getDb }, { createSession }, { setStaffRole }, { users, bookings }] = await Promise.all([
    import('./bookings.csv/route'),
    import('@/lib/db'),
    import('@/lib/services/auth/session'),
    import('@/lib/data/staff'),
    import('@/lib/db/schema'),
  ]);
  exportCsv = csv.GET as RouteHandler;
  const db = await getDb();
  const { hotelId } = await insertTestHotel(db);
  await db.insert(bookings).values({
    reference: 'KQ7M2XPA',
    propertyId: hotelId,
    checkInDate: '2030-03-10',
    checkOutDate: '2030-03-12',
    adults: 2,
    numberOfRooms: 1,
    status: 'confirmed',
    paymentMethod: 'Cash',
    totalPrice: 90_000,
    discountedPrice: 90_000,
    amountToBePaid: 90_000,
    guestFirstName: 'Chidi',
    guestLastName: '+Okeke',
    guestEmail: 'chidi@example.com',
    guestPhone: '+2348031234567',
  });
  signIn = async (browser, email) => {
    const [user] = await db.insert(users).values({ fullName: 'Desk Test', email }).returning({ id: users.id });
    browser.jar.set('sn_session', (await createSession(db, user!.id)).token);
  };
  setStaff = (email, staff) => setStaffRole(email, staff, db);
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

describe('the desk API', () => {
  it('refuses a signed-out visitor and a guest with 403, privately', async () => {
    const visitor = routeBrowser(SITE);
    const refused = await visitor.call(exportCsv, '/api/desk/bookings.csv');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.json()).toMatchObject({ message: 'Only reservations staff can use this.' });

    const guest = routeBrowser(SITE);
    await signIn(guest, 'guest@example.com');
    expect((await guest.call(exportCsv, '/api/desk/bookings.csv')).status).toBe(403);
  });

  it('gives staff the filtered CSV, and a revoked staff member loses it at once', async () => {
    const staff = routeBrowser(SITE);
    await signIn(staff, 'staff@example.com');
    await setStaff('staff@example.com', true);
    const res = await staff.call(exportCsv, '/api/desk/bookings.csv?reference=kq7m2xpa');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Status,Payment,Property,Guest,E-mail,Phone,Check-in,Check-out,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^KQ7M2XPA,Confirmed,Pay at property,Test Harbour Hotel,Chidi \+Okeke,chidi@example.com,'\+2348031234567,2030-03-10,2030-03-12,1,2,0,90000,NGN,/,
    );

    const none = await staff.call(exportCsv, '/api/desk/bookings.csv?status=cancelled');
    expect((await none.text()).trim().split('\r\n')).toHaveLength(1);

    const bad = await staff.call(exportCsv, '/api/desk/bookings.csv?checkInFrom=2030-13-01&sort=guest');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('checkInFrom');

    await setStaff('staff@example.com', false);
    expect((await staff.call(exportCsv, '/api/desk/bookings.csv')).status).toBe(403);
  });
});
