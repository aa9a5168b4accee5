import { eq } from 'drizzle-orm';
import {
  bookingRooms,
  bookings,
  deskAudit,
  notificationOutbox,
  payments,
  properties,
  refunds,
  users,
} from '@/lib/db/schema';
import { toCsv } from '@/lib/format/csv';
import { createSession, getSessionUser, SESSION_IDLE_MS, STAFF_SESSION_IDLE_MS } from '@/lib/services/auth/session';
import { insertTestHotel } from '@/lib/testing/booking-fixtures';
import { describeEachDatabase } from '@/lib/testing/databases';
import { deskBookingQuery, DESK_PAGE_SIZE } from '@/lib/validation/desk';
import { exportDeskBookings, getDeskBooking, listDeskAudit, recordDeskAction, searchDeskBookings } from './desk';
import { setStaffRole } from './staff';
import { toUserDetails } from './users';

type NewBooking = Partial<typeof bookings.$inferInsert>;

const HOUR = 60 * 60 * 1000;

describeEachDatabase('the reservations desk', (handle) => {
  let hotelId: string;
  let otherHotelId: string;
  let roomId: string;
  const ids: Record<string, string> = {};

  const add = async (reference: string, values: NewBooking = {}) => {
    const [row] = await handle.db
      .insert(bookings)
      .values({
        reference,
        propertyId: hotelId,
        checkInDate: '2030-03-10',
        checkOutDate: '2030-03-12',
        adults: 2,
        numberOfRooms: 1,
        status: 'confirmed',
        totalPrice: 100_000,
        discountedPrice: 100_000,
        amountToBePaid: 100_000,
        guestFirstName: 'Filler',
        guestLastName: 'Guest',
        guestEmail: `${reference.toLowerCase()}@example.com`,
        guestPhone: '+2348000000000',
        createdAt: new Date('2030-01-01T10:00:00Z'),
        ...values,
      })
      .returning({ id: bookings.id });
    ids[reference] = row!.id;
    return row!.id;
  };

  const search = (query: Record<string, string> = {}) => searchDeskBookings(deskBookingQuery.parse(query), handle.db);
  const refs = async (query: Record<string, string> = {}) => (await search(query)).rows.map((r) => r.reference);

  beforeAll(async () => {
    ({
      hotelId,
      roomIds: [roomId = ''],
    } = await insertTestHotel(handle.db));
    ({ hotelId: otherHotelId } = await insertTestHotel(handle.db));
    await handle.db.update(properties).set({ name: 'Abuja Garden Suites' }).where(eq(properties.id, otherHotelId));
    await add('AAAA2222', {
      guestFirstName: 'Ngozi "Nini", Okafor',
      guestLastName: 'Line\nTwo',
      guestEmail: 'Ngozi.Okafor@Example.com',
      guestPhone: '+2348031234567',
      checkInDate: '2030-02-01',
      checkOutDate: '2030-02-03',
      paymentMethod: 'Cash',
      amountToBePaid: 45_000,
      createdAt: new Date('2030-01-05T10:00:00Z'),
    });
    await add('BBBB3333', {
      guestFirstName: '=SUM(1)',
      guestLastName: '@Hyperlink',
      guestEmail: 'formula@example.com',
      propertyId: otherHotelId,
      checkInDate: '2030-04-01',
      checkOutDate: '2030-04-02',
      paymentMethod: 'Card',
      amountToBePaid: 250_000,
      createdAt: new Date('2030-01-03T10:00:00Z'),
    });
    await add('CCCC4444', {
      guestFirstName: 'Tunde',
      guestLastName: 'Bakare',
      status: 'cancelled',
      paymentMethod: 'Card',
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-04',
      amountToBePaid: 80_000,
      createdAt: new Date('2030-01-04T10:00:00Z'),
    });
    await add('DDDD5555', {
      guestFirstName: 'Halima',
      guestLastName: 'Yusuf',
      status: 'pending_payment',
      paymentMethod: 'Card',
      checkInDate: '2030-06-01',
      checkOutDate: '2030-06-02',
      amountToBePaid: 10_000,
      createdAt: new Date('2030-01-02T10:00:00Z'),
    });
    // BBBB3333 paid by card; CCCC4444 paid, then refunded.
    await handle.db.insert(payments).values([
      { bookingId: ids.BBBB3333!, provider: 'sandbox', txRef: 'SN-BBBB3333-1', amount: 250_000, status: 'successful' },
      { bookingId: ids.CCCC4444!, provider: 'sandbox', txRef: 'SN-CCCC4444-1', amount: 80_000, status: 'successful' },
    ]);
    const cancelledPayment = await handle.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.bookingId, ids.CCCC4444!));
    await handle.db.insert(refunds).values({
      bookingId: ids.CCCC4444!,
      paymentId: cancelledPayment[0]!.id,
      provider: 'sandbox',
      amount: 80_000,
      status: 'requested',
    });
  });

  describe('staff accounts', () => {
    it('grant and revoke the role by e-mail; an unknown e-mail changes nothing', async () => {
      await handle.db.insert(users).values({ fullName: 'Desk Agent', email: 'agent@example.com' });
      expect(await setStaffRole(' Agent@Example.com ', true, handle.db)).toBe('granted');
      expect(await setStaffRole('agent@example.com', true, handle.db)).toBe('alreadyStaff');
      const [granted] = await handle.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, 'agent@example.com'));
      expect(granted?.role).toBe('staff');
      expect(await setStaffRole('agent@example.com', false, handle.db)).toBe('revoked');
      expect(await setStaffRole('agent@example.com', false, handle.db)).toBe('notStaff');
      expect(await setStaffRole('nobody@example.com', true, handle.db)).toBe('unknownEmail');
    });

    it('a staff session ends after 12 idle hours, a guest’s after 7 days; a revocation shows on the next request', async () => {
      const [staff] = await handle.db
        .insert(users)
        .values({ fullName: 'Night Manager', email: 'night@example.com', role: 'staff' })
        .returning({ id: users.id });
      const [guest] = await handle.db
        .insert(users)
        .values({ fullName: 'Day Guest', email: 'day@example.com' })
        .returning({ id: users.id });
      const start = new Date('2030-01-01T08:00:00Z');
      const at = (ms: number) => ({ now: new Date(start.getTime() + ms) });
      expect(STAFF_SESSION_IDLE_MS).toBe(12 * HOUR);

      const staffSession = await createSession(handle.db, staff!.id, { now: start });
      expect(await getSessionUser(handle.db, staffSession.token, at(11 * HOUR))).toMatchObject({ role: 'staff' });
      // Used at 11 h, so idle only from then: still open at 22 h, closed 12 h after its last use.
      expect(await getSessionUser(handle.db, staffSession.token, at(22 * HOUR))).toMatchObject({ role: 'staff' });
      expect(await getSessionUser(handle.db, staffSession.token, at(34 * HOUR))).toBeNull();

      const guestSession = await createSession(handle.db, guest!.id, { now: start });
      expect(await getSessionUser(handle.db, guestSession.token, at(13 * HOUR))).toMatchObject({ role: 'guest' });
      // Only a staff member's details (GET /api/user/my-details) carry the flag that shows the desk link.
      expect(toUserDetails((await getSessionUser(handle.db, guestSession.token, at(13 * HOUR)))!)).not.toHaveProperty(
        'staff',
      );
      const staffNow = await createSession(handle.db, staff!.id);
      expect(toUserDetails((await getSessionUser(handle.db, staffNow.token))!)).toMatchObject({ staff: true });
      expect(await getSessionUser(handle.db, guestSession.token, at(13 * HOUR + SESSION_IDLE_MS))).toBeNull();

      const open = await createSession(handle.db, staff!.id);
      expect((await getSessionUser(handle.db, open.token))?.role).toBe('staff');
      await setStaffRole('night@example.com', false, handle.db);
      expect((await getSessionUser(handle.db, open.token))?.role).toBe('guest');
    });
  });

  describe('finding bookings', () => {
    it('lists every booking, newest first, with how many there are', async () => {
      const page = await search();
      expect(page.total).toBe(4);
      expect(page.rows.map((r) => r.reference)).toEqual(['AAAA2222', 'CCCC4444', 'BBBB3333', 'DDDD5555']);
    });

    it('filters by reference (any case, spaces ignored), guest name, e-mail prefix and phone in any spelling', async () => {
      expect(await refs({ reference: ' bbbb 3333 ' })).toEqual(['BBBB3333']);
      expect(await refs({ reference: 'BBBB333' })).toEqual([]);
      expect(await refs({ name: 'nini' })).toEqual(['AAAA2222']);
      expect(await refs({ name: 'tunde bakare' })).toEqual(['CCCC4444']);
      expect(await refs({ name: '%' })).toEqual([]);
      expect(await refs({ email: 'NGOZI.ok' })).toEqual(['AAAA2222']);
      expect(await refs({ email: 'okafor@' })).toEqual([]);
      expect(await refs({ phone: '0803 123 4567' })).toEqual(['AAAA2222']);
      expect(await refs({ phone: '+234 803 123 4567' })).toEqual(['AAAA2222']);
      expect(await refs({ phone: '1234567' })).toEqual(['AAAA2222']);
    });

    it('filters by property, check-in dates, status and payment state', async () => {
      expect(await refs({ property: 'abuja garden' })).toEqual(['BBBB3333']);
      expect(await refs({ checkInFrom: '2030-04-01', checkInTo: '2030-05-01' })).toEqual(['CCCC4444', 'BBBB3333']);
      expect(await refs({ checkInFrom: '2030-05-02' })).toEqual(['DDDD5555']);
      expect(await refs({ checkInTo: '2030-02-01' })).toEqual(['AAAA2222']);
      expect(await refs({ status: 'cancelled' })).toEqual(['CCCC4444']);
      expect(await refs({ status: 'pending_payment' })).toEqual(['DDDD5555']);
      expect(await refs({ payment: 'paid' })).toEqual(['BBBB3333']);
      expect(await refs({ payment: 'refunded' })).toEqual(['CCCC4444']);
      expect(await refs({ payment: 'atProperty' })).toEqual(['AAAA2222']);
      expect(await refs({ payment: 'unpaid' })).toEqual(['DDDD5555']);
      expect((await search({ reference: 'AAAA2222' })).rows[0]).toMatchObject({
        paymentState: 'atProperty',
        guestName: 'Ngozi "Nini", Okafor Line\nTwo',
        propertyName: 'Test Harbour Hotel',
      });
    });

    it('sorts by check-in, created, amount and reference, either way', async () => {
      expect(await refs({ sort: 'checkIn', dir: 'asc' })).toEqual(['AAAA2222', 'BBBB3333', 'CCCC4444', 'DDDD5555']);
      expect(await refs({ sort: 'checkIn' })).toEqual(['DDDD5555', 'CCCC4444', 'BBBB3333', 'AAAA2222']);
      expect(await refs({ sort: 'created', dir: 'asc' })).toEqual(['DDDD5555', 'BBBB3333', 'CCCC4444', 'AAAA2222']);
      expect(await refs({ sort: 'amount' })).toEqual(['BBBB3333', 'CCCC4444', 'AAAA2222', 'DDDD5555']);
      expect(await refs({ sort: 'amount', dir: 'asc' })).toEqual(['DDDD5555', 'AAAA2222', 'CCCC4444', 'BBBB3333']);
      expect(await refs({ sort: 'reference' })).toEqual(['AAAA2222', 'BBBB3333', 'CCCC4444', 'DDDD5555']);
      expect(await refs({ sort: 'reference', dir: 'desc' })).toEqual(['DDDD5555', 'CCCC4444', 'BBBB3333', 'AAAA2222']);
    });

    it('pages 25 bookings at a time', async () => {
      for (let i = 0; i < 28; i++) {
        await add(`PG${String(i).padStart(6, '0')}`, {
          guestFirstName: 'Paged',
          checkInDate: '2031-01-01',
          checkOutDate: '2031-01-02',
        });
      }
      const first = await search({ name: 'paged', sort: 'reference' });
      const second = await search({ name: 'paged', sort: 'reference', page: '2' });
      expect(first.total).toBe(28);
      expect(first.rows).toHaveLength(DESK_PAGE_SIZE);
      expect(second.rows).toHaveLength(3);
      const all = [...first.rows, ...second.rows].map((r) => r.reference);
      expect(new Set(all).size).toBe(28);
      expect(all).toEqual([...all].sort());
      expect((await search({ name: 'paged', page: '3' })).rows).toEqual([]);
      expect(await exportDeskBookings(deskBookingQuery.parse({ name: 'paged' }), handle.db)).toHaveLength(28);
    });

    it('refuses bad values with the field’s message, never a failure', () => {
      const issues = (q: Record<string, string>) =>
        deskBookingQuery.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
      expect(issues({ checkInFrom: '2030-02-30' })).toEqual([['checkInFrom', 'fieldInvalid']]);
      expect(issues({ checkInFrom: '2030-03-01', checkInTo: '2030-02-01' })).toEqual([['checkInTo', 'fieldInvalid']]);
      expect(issues({ status: 'lost' })).toEqual([['status', 'fieldInvalid']]);
      expect(issues({ payment: 'maybe' })).toEqual([['payment', 'fieldInvalid']]);
      expect(issues({ sort: 'guest' })).toEqual([['sort', 'fieldInvalid']]);
      expect(issues({ page: '0' })).toEqual([['page', 'fieldTooSmall']]);
      expect(issues({ page: 'two' })).toEqual([['page', 'fieldInvalid']]);
      expect(issues({ name: 'x'.repeat(101) })).toEqual([['name', 'fieldTooLong']]);
      expect(deskBookingQuery.parse({ status: '', payment: '', page: '' })).toMatchObject({ page: 1, sort: 'created' });
    });
  });

  describe('the CSV export', () => {
    it('keeps commas, quotes and line breaks inside their cell and neutralises formulas', async () => {
      const rows = await exportDeskBookings(
        deskBookingQuery.parse({ sort: 'reference', checkInTo: '2030-12-31' }),
        handle.db,
      );
      const csv = toCsv(rows, [
        { header: 'Reference', value: (r) => r.reference },
        { header: 'Guest', value: (r) => r.guestName },
        { header: 'Amount', value: (r) => r.amountToBePaid },
      ]);
      expect(csv.startsWith('\uFEFFReference,Guest,Amount\r\n')).toBe(true);
      expect(csv).toContain('AAAA2222,"Ngozi ""Nini"", Okafor Line\nTwo",45000\r\n');
      expect(csv).toContain("BBBB3333,'=SUM(1) @Hyperlink,250000\r\n");
      expect(csv).toContain('CCCC4444,Tunde Bakare,80000\r\n');
    });
  });

  describe('a booking’s record', () => {
    it('holds the stay, rooms and nightly prices, payments, refunds, messages and desk actions', async () => {
      await handle.db.insert(bookingRooms).values({
        bookingId: ids.CCCC4444!,
        roomCategoryId: roomId,
        roomName: 'Deluxe King',
        numberOfRooms: 1,
        pricePerNight: 30_000,
        discountedPricePerNight: 26_667,
      });
      await handle.db.insert(notificationOutbox).values([
        {
          channel: 'email',
          recipient: 'cccc4444@example.com',
          template: 'booking-confirmation',
          subject: 'Your booking CCCC4444 is confirmed',
          body: '…',
          payload: { bookingId: ids.CCCC4444 },
        },
        { channel: 'email', recipient: 'someone@example.com', template: 'login-code', body: '…', payload: null },
      ]);
      const record = await getDeskBooking(ids.CCCC4444!, handle.db);
      expect(record).toMatchObject({
        booking: { reference: 'CCCC4444', status: 'cancelled' },
        paymentState: 'refunded',
        property: { name: 'Test Harbour Hotel' },
        account: null,
        rooms: [{ roomName: 'Deluxe King', pricePerNight: 30_000, discountedPricePerNight: 26_667 }],
        payments: [{ amount: 80_000, status: 'successful' }],
        refunds: [{ amount: 80_000, status: 'requested' }],
        messages: [{ subject: 'Your booking CCCC4444 is confirmed', status: 'pending' }],
        audit: [],
      });
      expect(await getDeskBooking('not-a-uuid', handle.db)).toBeNull();
      expect(await getDeskBooking('00000000-0000-4000-8000-000000000000', handle.db)).toBeNull();
    });

    it('records desk actions with who, what, before and after, the reason and when', async () => {
      const [agent] = await handle.db
        .insert(users)
        .values({ fullName: 'Amaka Desk', email: 'amaka@example.com', role: 'staff' })
        .returning();
      const entry = await recordDeskAction(
        {
          staff: agent!,
          action: 'markPaid',
          bookingId: ids.AAAA2222!,
          before: { paymentState: 'atProperty' },
          after: { paymentState: 'paid' },
          reason: '  Paid in cash at reception  ',
        },
        handle.db,
      );
      expect(entry).toMatchObject({
        staffName: 'Amaka Desk',
        staffEmail: 'amaka@example.com',
        reason: 'Paid in cash at reception',
      });
      expect(entry.createdAt).toBeInstanceOf(Date);
      const listed = await listDeskAudit(ids.AAAA2222!, handle.db);
      expect(listed).toMatchObject([
        {
          action: 'markPaid',
          before: { paymentState: 'atProperty' },
          after: { paymentState: 'paid' },
          staffUserId: agent!.id,
        },
      ]);
      expect((await getDeskBooking(ids.AAAA2222!, handle.db))?.audit).toHaveLength(1);
      // The entry outlives the staff member's account.
      await handle.db.delete(users).where(eq(users.id, agent!.id));
      const [kept] = await handle.db.select().from(deskAudit).where(eq(deskAudit.id, entry.id));
      expect(kept).toMatchObject({ staffUserId: null, staffName: 'Amaka Desk' });
    });
  });
});
