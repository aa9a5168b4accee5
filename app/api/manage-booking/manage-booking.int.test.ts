import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel, insertTestUser, requestFor, stayDates } from '@/lib/testing/booking-fixtures';
import { randomCode } from '@/lib/booking/reference';
import { CODE_SENDS_PER_CLIENT } from '@/lib/services/limits';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';
import en from '@/messages/en';
import fr from '@/messages/fr';

/**
 * Managing a booking without an account, through the handlers a browser calls: a code for a reference and a contact,
 * answered alike for bookings that exist and those that do not; the code opens that one booking for that browser,
 * once; the change, cancel and calendar calls take the grant, for that booking only, until it ends.
 */
jest.setTimeout(120_000);

// As in the server, what a handler leaves for after the answer runs once the answer is out.
const afterAnswer: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (task: () => unknown) => void afterAnswer.push(task),
}));
async function runAfterAnswer() {
  while (afterAnswer.length) await afterAnswer.shift()!();
}

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
type Routes = Record<'code' | 'open' | 'leave' | 'modify' | 'cancel' | 'cancelQuote' | 'calendar', RouteHandler>;
let routes: Routes;
let db: Database;
let hotel: { hotelId: string; roomIds: string[] };
let lib: {
  createBooking: typeof import('@/lib/data/bookings').createBooking;
  readDevOutbox: typeof import('@/lib/services/notify/outbox').readDevOutbox;
  schema: typeof import('@/lib/db/schema');
  grants: typeof import('@/lib/data/booking-grants');
};

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  delete process.env.TERMII_API_KEY;
  delete process.env.REDIS_URL;
  Object.assign(process.env, {
    PGLITE_DATA_DIR: 'memory',
    SEED_DEMO_DATA: 'false',
    SITE_URL: SITE,
    LOG_LEVEL: 'error',
  });
  const [code, open, leave, modify, cancel, calendar, dbModule, bookings, outbox, schema, grants] = await Promise.all([
    import('./code/route'),
    import('./open/route'),
    import('./route'),
    import('../bookings/[id]/modify/route'),
    import('../bookings/[id]/cancel/route'),
    import('../bookings/[id]/calendar/route'),
    import('@/lib/db'),
    import('@/lib/data/bookings'),
    import('@/lib/services/notify/outbox'),
    import('@/lib/db/schema'),
    import('@/lib/data/booking-grants'),
  ]);
  routes = {
    code: code.POST as RouteHandler,
    open: open.POST as RouteHandler,
    leave: leave.DELETE as RouteHandler,
    modify: modify.POST as RouteHandler,
    cancel: cancel.POST as RouteHandler,
    cancelQuote: cancel.GET as RouteHandler,
    calendar: calendar.GET as RouteHandler,
  };
  db = await dbModule.getDb();
  lib = { createBooking: bookings.createBooking, readDevOutbox: outbox.readDevOutbox, schema, grants };
  hotel = await insertTestHotel(db, [{ totalRooms: 30 }]);
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

let guests = 0;
/** A visitor's booking (or the account's) with its own e-mail and phone unless given. */
async function book(contact: { email?: string; phoneNumber?: string } = {}, userId: string | null = null) {
  guests += 1;
  const email = contact.email ?? `guest.${guests}.${Date.now()}@example.com`;
  const phoneNumber = contact.phoneNumber ?? `0803${String(guests).padStart(7, '0')}`;
  const request = requestFor([{ room: hotel.roomIds[0]! }], {
    bookingInfo: {
      email,
      fullName: 'Ada Chioma Obi',
      phoneNumber,
      location: { address: '4 Awolowo Road', state: 'Lagos', zipCode: '101233', country: 'Nigeria' },
    },
  });
  const created = await lib.createBooking(
    {
      hotelId: hotel.hotelId,
      request,
      owner: { userId, browserTokenHash: userId ? null : `browser-${guests}` },
      locale: 'en',
    },
    db,
  );
  return { id: created.id, reference: created.reference, email, phoneNumber };
}

const post = async (browser: ReturnType<typeof routeBrowser>, route: RouteHandler, path: string, body: unknown) => {
  // /api/bookings/{id}/… take the booking's id as the route's parameter.
  const id = /^\/api\/bookings\/([^/]+)\//.exec(path)?.[1];
  const res = await browser.call(route, path, { method: 'POST', body: JSON.stringify(body) }, id ? { id } : {});
  await runAfterAnswer();
  return res;
};

async function askCode(browser: ReturnType<typeof routeBrowser>, reference: string, contact: string) {
  const res = await post(browser, routes.code, '/api/manage-booking/code', { reference, contact });
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') };
}

/** The code in the latest message to an address, or null when none came. */
async function codeSentTo(address: string): Promise<string | null> {
  const [latest] = await lib.readDevOutbox(db, address, 1);
  return latest?.template === 'code.manage_booking' ? (/\b(\d{6})\b/.exec(latest.body)?.[1] ?? null) : null;
}

const openWith = (browser: ReturnType<typeof routeBrowser>, reference: string, contact: string, otp: string) =>
  post(browser, routes.open, '/api/manage-booking/open', { reference, contact, otp });

/** A browser that asked for a code for the booking and entered it. */
async function granted(booking: { reference: string; email: string }) {
  const browser = routeBrowser(SITE);
  expect((await askCode(browser, booking.reference, booking.email)).status).toBe(200);
  const res = await openWith(browser, booking.reference, booking.email, (await codeSentTo(booking.email))!);
  expect(res.status).toBe(200);
  return browser;
}

const calendarOf = (browser: ReturnType<typeof routeBrowser>, id: string) =>
  browser.call(routes.calendar, `/api/bookings/${id}/calendar`, {}, { id });

const wrongCode = {
  code: 'invalidCode',
  message: en.validation.bookingCodeWrong,
  fieldErrors: { otp: [en.validation.bookingCodeWrong] },
};

describe('POST /api/manage-booking/code', () => {
  it('answers a booking’s own details, an unknown reference and another contact alike; only the booking’s contact gets a code', async () => {
    const booking = await book();
    const stranger = `someone.${Date.now()}@example.com`;
    const answers = [
      await askCode(routeBrowser(SITE), booking.reference.toLowerCase(), ` ${booking.email.toUpperCase()} `),
      await askCode(routeBrowser(SITE), 'ZZZZ2222', booking.email),
      await askCode(routeBrowser(SITE), booking.reference, stranger),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: JSON.stringify({ message: en.manage.codeSent }),
        cache: 'private, no-store',
      });
    }
    const [message] = await lib.readDevOutbox(db, booking.email, 1);
    expect(message).toMatchObject({
      channel: 'email',
      template: 'code.manage_booking',
      subject: 'Your StayNaija booking code',
    });
    expect(await lib.readDevOutbox(db, stranger, 1)).toEqual([]);
    // Only a hash of the code is kept.
    const code = (await codeSentTo(booking.email))!;
    const rows = await db
      .select()
      .from(lib.schema.oneTimeCodes)
      .where(eq(lib.schema.oneTimeCodes.address, booking.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it('takes the same time for a booking’s details as for details of none (median difference within 35% or 5 ms)', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const timed = async (reference: string, contact: string) => {
      const started = process.hrtime.bigint();
      const res = await routeBrowser(SITE).call(routes.code, '/api/manage-booking/code', {
        method: 'POST',
        body: JSON.stringify({ reference, contact }),
      });
      await res.text();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      await runAfterAnswer();
      expect(res.status).toBe(200);
      return ms;
    };
    const rounds = 15;
    const known = [];
    for (let i = 0; i < rounds; i++) known.push(await book());
    for (let i = 0; i < 3; i++) await timed(`WARM${'ABC'[i]}AAA`, `warm.${i}@example.com`);
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < rounds; i++) {
      times.known.push(await timed(known[i]!.reference, known[i]!.email));
      times.unknown.push(await timed(`QQQQ${'ABCDEFGHJKMNPRS'[i]}222`, `none.${i}.${Date.now()}@example.com`));
    }
    const [k, u] = [median(times.known), median(times.unknown)];
    const difference = median(times.known.map((t, i) => t - times.unknown[i]!));
    const within = Math.abs(difference) <= Math.max(5, 0.35 * Math.min(k, u));
    expect({ within, difference, known: k, unknown: u }).toEqual({ within: true, difference, known: k, unknown: u });
  });

  it('sends the code by SMS to the phone on the booking, in the asker’s language', async () => {
    const booking = await book();
    const browser = routeBrowser(SITE);
    const res = await browser.call(routes.code, '/api/manage-booking/code', {
      method: 'POST',
      body: JSON.stringify({ reference: booking.reference, contact: booking.phoneNumber }),
      headers: { 'accept-language': 'fr' },
    });
    await runAfterAnswer();
    expect(await res.json()).toEqual({ message: fr.manage.codeSent });
    const phone = `+234${booking.phoneNumber.slice(1)}`;
    const [sms] = await lib.readDevOutbox(db, phone, 1);
    expect(sms).toMatchObject({ channel: 'sms', template: 'code.manage_booking', locale: 'fr' });
    expect(sms!.body).toMatch(/^\d{6} est votre code pour gérer votre réservation StayNaija/);
  });

  it('says what is wrong with each field, in a 400', async () => {
    const res = await post(routeBrowser(SITE), routes.code, '/api/manage-booking/code', {
      reference: 'AB',
      contact: 'nope',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toMatchObject({
      fieldErrors: {
        reference: [en.validation.bookingReferenceInvalid],
        contact: [en.validation.bookingContactInvalid],
      },
    });
    const empty = await post(routeBrowser(SITE), routes.code, '/api/manage-booking/code', {});
    expect((await empty.json()).fieldErrors).toEqual({
      reference: [en.validation.bookingReferenceInvalid],
      contact: [en.validation.bookingContactRequired],
    });
  });

  it('limits the codes per booking reference across clients and contacts, alike for a reference that does not exist', async () => {
    const booking = await book();
    const unknown = 'YYYY3333';
    const statuses: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 6; i++) {
      // A new client and a new contact each time: only the reference's own budget can refuse.
      statuses.known!.push(
        (await askCode(routeBrowser(SITE), booking.reference, `k${i}.${Date.now()}@example.com`)).status,
      );
      statuses.unknown!.push((await askCode(routeBrowser(SITE), unknown, `u${i}.${Date.now()}@example.com`)).status);
    }
    expect(statuses.known).toEqual([200, 200, 200, 200, 200, 429]);
    expect(statuses.unknown).toEqual(statuses.known);
  });

  it('limits the codes one client address asks for, with room for the many guests behind one address', async () => {
    const browser = routeBrowser(SITE);
    const statuses = [];
    for (let i = 0; i <= CODE_SENDS_PER_CLIENT.limit; i++)
      statuses.push((await askCode(browser, randomCode(8), `c${i}@example.com`)).status);
    expect(statuses.slice(0, CODE_SENDS_PER_CLIENT.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await askCode(routeBrowser(SITE), randomCode(8), 'c-other@example.com')).status).toBe(200);
  });
});

describe('POST /api/manage-booking/open', () => {
  it('opens the booking with the right code, once, with an httpOnly SameSite=Lax cookie', async () => {
    const booking = await book();
    const browser = routeBrowser(SITE);
    await askCode(browser, booking.reference, booking.email);
    const code = (await codeSentTo(booking.email))!;
    const wrong = await openWith(browser, booking.reference, booking.email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(wrongCode);

    const res = await openWith(browser, booking.reference, booking.email, code);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ bookingId: booking.id, message: en.manage.opened });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sn_manage='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost: a Secure cookie would not be kept
    // Only the token's hash is stored.
    const token = browser.jar.get('sn_manage')!;
    const rows = await db
      .select()
      .from(lib.schema.bookingGrants)
      .where(eq(lib.schema.bookingGrants.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);

    const again = await openWith(routeBrowser(SITE), booking.reference, booking.email, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(wrongCode);
  });

  it('fails alike for an unknown reference, another contact, a code for another booking and an expired code', async () => {
    const first = await book();
    const second = await book({ email: first.email });
    const browser = routeBrowser(SITE);
    await askCode(browser, first.reference, first.email);
    const code = (await codeSentTo(first.email))!;
    const answers = [
      await openWith(browser, 'ZZZZ2222', first.email, code),
      await openWith(browser, first.reference, `other.${Date.now()}@example.com`, code),
      // The same guest's other booking: the code was sent for the first one.
      await openWith(browser, second.reference, first.email, code),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(wrongCode);
    }
    await db
      .update(lib.schema.oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(lib.schema.oneTimeCodes.address, first.email));
    const expired = await openWith(browser, first.reference, first.email, code);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual(wrongCode);
    expect(browser.jar.has('sn_manage')).toBe(false);
  });

  it('stops after five wrong codes, until a new code is asked for', async () => {
    const booking = await book();
    const browser = routeBrowser(SITE);
    await askCode(browser, booking.reference, booking.email);
    const code = (await codeSentTo(booking.email))!;
    const wrong = code === '123456' ? '654321' : '123456';
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await openWith(browser, booking.reference, booking.email, wrong)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await openWith(browser, booking.reference, booking.email, code)).status).toBe(429);
  });
});

describe('the grant', () => {
  const body = (
    dates: { checkInDate: string; checkOutDate: string },
    roomId: string,
    email: string,
    confirm = false,
  ) => ({
    ...dates,
    rooms: [{ room: roomId, numberOfRooms: 1 }],
    guests: { adults: 2, children: 1 },
    guest: { firstName: 'Ada', lastName: 'Obi', email, phoneNumber: '08031234567' },
    confirm,
  });

  it('changes, cancels and downloads that booking, and no other, not even the same guest’s', async () => {
    const mine = await book();
    const other = await book({ email: mine.email });
    const browser = await granted(mine);

    expect((await calendarOf(browser, mine.id)).status).toBe(200);
    expect((await calendarOf(browser, other.id)).status).toBe(404);

    const later = stayDates(20, 3);
    const quote = await post(
      browser,
      routes.modify,
      `/api/bookings/${mine.id}/modify`,
      body(later, hotel.roomIds[0]!, mine.email),
    );
    expect(quote.status).toBe(200);
    const { newAmount } = (await quote.json()) as { newAmount: number };
    const applied = await post(browser, routes.modify, `/api/bookings/${mine.id}/modify`, {
      ...body(later, hotel.roomIds[0]!, mine.email, true),
      expectedAmount: newAmount,
    });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ applied: true, message: en.account.api.bookingModified });
    const [row] = await db.select().from(lib.schema.bookings).where(eq(lib.schema.bookings.id, mine.id));
    expect(row).toMatchObject({ checkInDate: later.checkInDate, checkOutDate: later.checkOutDate });

    const otherChange = await post(
      browser,
      routes.modify,
      `/api/bookings/${other.id}/modify`,
      body(later, hotel.roomIds[0]!, mine.email),
    );
    expect(otherChange.status).toBe(404);
    expect(
      (await browser.call(routes.cancelQuote, `/api/bookings/${other.id}/cancel`, {}, { id: other.id })).status,
    ).toBe(404);
    expect((await post(browser, routes.cancel, `/api/bookings/${other.id}/cancel`, { confirm: true })).status).toBe(
      404,
    );

    const quoteCancel = await browser.call(routes.cancelQuote, `/api/bookings/${mine.id}/cancel`, {}, { id: mine.id });
    expect(await quoteCancel.json()).toMatchObject({ free: true, fee: 0 });
    const cancelled = await post(browser, routes.cancel, `/api/bookings/${mine.id}/cancel`, {
      confirm: true,
      expectedFee: 0,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('cache-control')).toBe('private, no-store');
    const statuses = await db
      .select({ id: lib.schema.bookings.id, status: lib.schema.bookings.status })
      .from(lib.schema.bookings);
    expect(statuses.find((b) => b.id === mine.id)?.status).toBe('cancelled');
    expect(statuses.find((b) => b.id === other.id)?.status).not.toBe('cancelled');
  });

  it('holds one booking at a time: opening another ends the grant of the first', async () => {
    const first = await book();
    const second = await book({ email: first.email });
    const browser = await granted(first);
    const before = browser.jar.get('sn_manage')!;
    await askCode(browser, second.reference, second.email);
    expect((await openWith(browser, second.reference, second.email, (await codeSentTo(second.email))!)).status).toBe(
      200,
    );
    expect((await calendarOf(browser, second.id)).status).toBe(200);
    expect((await calendarOf(browser, first.id)).status).toBe(404);
    expect(await lib.grants.bookingOfGrant(before, db)).toBeNull();
  });

  it('opens an account’s booking too, for that booking only', async () => {
    const userId = await insertTestUser(db);
    const booking = await book({}, userId);
    const browser = await granted(booking);
    expect((await calendarOf(browser, booking.id)).status).toBe(200);
  });

  it('without a session or a grant, changing asks to sign in; an ended grant says so', async () => {
    const booking = await book();
    const stranger = routeBrowser(SITE);
    const none = await post(
      stranger,
      routes.modify,
      `/api/bookings/${booking.id}/modify`,
      body(stayDates(), hotel.roomIds[0]!, booking.email),
    );
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('notSignedIn');

    const browser = await granted(booking);
    await db
      .update(lib.schema.bookingGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(lib.schema.bookingGrants.bookingId, booking.id));
    const ended = await post(browser, routes.cancel, `/api/bookings/${booking.id}/cancel`, { confirm: true });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ code: 'bookingAccessEnded', message: en.errors.bookingAccessEnded });
    expect((await calendarOf(browser, booking.id)).status).toBe(404);
  });

  it('ends when the guest closes the booking', async () => {
    const booking = await book();
    const browser = await granted(booking);
    const token = browser.jar.get('sn_manage')!;
    const res = await browser.call(routes.leave, '/api/manage-booking', { method: 'DELETE', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sn_manage='))).toMatch(/Max-Age=0/i);
    expect(await lib.grants.bookingOfGrant(token, db)).toBeNull();
  });

  it('lasts 30 minutes after its last use, and 4 hours at most', async () => {
    const booking = await book();
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const { token } = await lib.grants.grantBookingAccess(
      { bookingId: booking.id, address: booking.email, now: start },
      db,
    );
    expect(await lib.grants.bookingOfGrant(token, db, at(25))).toBe(booking.id);
    expect(await lib.grants.bookingOfGrant(token, db, at(50))).toBe(booking.id);
    expect(await lib.grants.bookingOfGrant(token, db, at(81))).toBeNull();

    const busy = await lib.grants.grantBookingAccess({ bookingId: booking.id, address: booking.email, now: start }, db);
    for (let minutes = 20; minutes < 240; minutes += 20) {
      expect(await lib.grants.bookingOfGrant(busy.token, db, at(minutes))).toBe(booking.id);
    }
    expect(await lib.grants.bookingOfGrant(busy.token, db, at(241))).toBeNull();
    expect(await lib.grants.bookingOfGrant('not-a-token', db)).toBeNull();
  });
});
