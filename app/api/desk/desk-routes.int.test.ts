import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let exportCsv: RouteHandler;
let bookingAction: RouteHandler;
let messageAction: RouteHandler;
let newsletterCsv: RouteHandler;
let bookingId: string;
let messageId: string;
let readBack: () => Promise<{ payments: number; audit: number; replies: number; status: string }>;
let signIn: (browser: ReturnType<typeof routeBrowser>, email: string) => Promise<void>;
let setStaff: (email: string, staff: boolean) => Promise<unknown>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [
    csv,
    { getDb },
    { createSession },
    { setStaffRole },
    { users, bookings, payments, deskAudit, contactMessages, contactReplies, newsletterSubscribers },
    actions,
    messages,
    newsletter,
  ] = await Promise.all([
    import('./bookings.csv/route'),
    import('@/lib/db'),
    import('@/lib/services/auth/session'),
    import('@/lib/data/staff'),
    import('@/lib/db/schema'),
    import('./bookings/[id]/actions/route'),
    import('./messages/[id]/route'),
    import('./newsletter.csv/route'),
  ]);
  exportCsv = csv.GET as RouteHandler;
  bookingAction = actions.POST as RouteHandler;
  messageAction = messages.POST as RouteHandler;
  newsletterCsv = newsletter.GET as RouteHandler;
  const db = await getDb();
  const { hotelId } = await insertTestHotel(db);
  const [booking] = await db
    .insert(bookings)
    .values({
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
    })
    .returning({ id: bookings.id });
  bookingId = booking!.id;
  const [message] = await db
    .insert(contactMessages)
    .values({ fullName: 'Musa Ali', email: 'musa@example.com', message: 'Is breakfast included?' })
    .returning({ id: contactMessages.id });
  messageId = message!.id;
  await db.insert(newsletterSubscribers).values([
    { email: 'reader@example.com', locale: 'fr' },
    { email: 'gone@example.com', unsubscribedAt: new Date() },
  ]);
  const { eq } = await import('drizzle-orm');
  readBack = async () => ({
    payments: (await db.select().from(payments).where(eq(payments.bookingId, bookingId))).length,
    audit: (await db.select().from(deskAudit)).length,
    replies: (await db.select().from(contactReplies)).length,
    status: (await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0]!.status,
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

  const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

  it('refuses desk actions, replies and the newsletter export to a visitor and a guest with 403, storing nothing', async () => {
    const guest = routeBrowser(SITE);
    await signIn(guest, 'another.guest@example.com');
    for (const browser of [routeBrowser(SITE), guest]) {
      const action = await browser.call(
        bookingAction,
        `/api/desk/bookings/${bookingId}/actions`,
        post({ action: 'markPaid', reason: 'Paid cash' }),
        { id: bookingId },
      );
      expect(action.status).toBe(403);
      expect(action.headers.get('cache-control')).toBe('private, no-store');
      const reply = await browser.call(
        messageAction,
        `/api/desk/messages/${messageId}`,
        post({ action: 'reply', body: 'Yes' }),
        { id: messageId },
      );
      expect(reply.status).toBe(403);
      expect((await browser.call(newsletterCsv, '/api/desk/newsletter.csv')).status).toBe(403);
    }
    expect(await readBack()).toEqual({ payments: 0, audit: 0, replies: 0, status: 'new' });
  });

  it('lets staff mark a booking paid (a reason required), reply to a message and export the subscribers', async () => {
    const staff = routeBrowser(SITE);
    await signIn(staff, 'desk.agent@example.com');
    await setStaff('desk.agent@example.com', true);
    const path = `/api/desk/bookings/${bookingId}/actions`;

    const noReason = await staff.call(bookingAction, path, post({ action: 'markPaid', reason: ' ' }), {
      id: bookingId,
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      fieldErrors: { reason: ['Please give a reason (at least 3 characters).'] },
    });
    const unknown = await staff.call(bookingAction, path, post({ action: 'refund' }), { id: bookingId });
    expect(unknown.status).toBe(400);
    expect(await readBack()).toMatchObject({ payments: 0, audit: 0 });

    const paid = await staff.call(bookingAction, path, post({ action: 'markPaid', reason: 'Paid cash at check-in' }), {
      id: bookingId,
    });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('cache-control')).toBe('private, no-store');
    expect(await paid.json()).toEqual({ amount: 90_000, message: 'Payment recorded.' });

    const again = await staff.call(bookingAction, path, post({ action: 'markPaid', reason: 'Paid cash again' }), {
      id: bookingId,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This booking is already paid.' });

    const empty = await staff.call(
      messageAction,
      `/api/desk/messages/${messageId}`,
      post({ action: 'reply', body: '' }),
      {
        id: messageId,
      },
    );
    expect(empty.status).toBe(400);
    const reply = await staff.call(
      messageAction,
      `/api/desk/messages/${messageId}`,
      post({ action: 'reply', body: 'Yes, breakfast is included.' }),
      { id: messageId },
    );
    expect(reply.status).toBe(201);
    expect(await readBack()).toEqual({ payments: 1, audit: 2, replies: 1, status: 'answered' });

    const csv = await staff.call(newsletterCsv, '/api/desk/newsletter.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail,Language,Subscribed');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['reader@example.com,fr']);
  });
});
