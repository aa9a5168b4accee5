import { closeAppDatabase } from '@/lib/testing/app-database';
import { payloadFor, insertTestHotel } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';
import { FAKE_FLUTTERWAVE_KEY, startFakeFlutterwave, type FakeFlutterwave } from '@/lib/testing/fake-flutterwave';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const HASH = 'webhook-secret-hash';
const saved = { ...process.env };
let flutterwave: FakeFlutterwave;

type Handler = RouteHandler;
let routes: {
  create: Handler;
  patch: Handler;
  get: Handler;
  initiate: Handler;
  webhook: Handler;
  back: Handler;
};
let hotel: { hotelId: string; roomIds: string[] };
let db: import('@/lib/db').Database;

beforeAll(async () => {
  flutterwave = await startFakeFlutterwave();
  delete process.env.DATABASE_URL;
  Object.assign(process.env, {
    PGLITE_DATA_DIR: 'memory',
    SEED_DEMO_DATA: 'false',
    SITE_URL: SITE,
    FLUTTERWAVE_SECRET_KEY: FAKE_FLUTTERWAVE_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: HASH,
    FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
  });
  const [created, booking, initiate, webhook, back, { getDb }] = await Promise.all([
    import('../bookings/[id]/new/route'),
    import('../bookings/[id]/route'),
    import('./initiate-payment/route'),
    import('./flutterwave/webhook/route'),
    import('./flutterwave/return/route'),
    import('@/lib/db'),
  ]);
  routes = {
    create: created.POST as Handler,
    patch: booking.PATCH as Handler,
    get: booking.GET as Handler,
    initiate: initiate.POST as Handler,
    webhook: webhook.POST as Handler,
    back: back.GET as Handler,
  };
  db = await getDb();
  hotel = await insertTestHotel(db, [{ totalRooms: 20, standardPrice: 45_000 }]);
});

afterAll(async () => {
  await closeAppDatabase();
  await flutterwave.close();
  process.env = { ...saved };
});

const browser = () => routeBrowser(SITE);

async function cardBooking() {
  const guest = browser();
  const res = await guest.call(
    routes.create,
    `/api/bookings/${hotel.hotelId}/new`,
    { method: 'POST', body: JSON.stringify(payloadFor([{ room: hotel.roomIds[0]! }])) },
    { id: hotel.hotelId },
  );
  expect(res.status).toBe(201);
  const { bookingID } = (await res.json()) as { bookingID: string };
  const patch = await guest.call(
    routes.patch,
    `/api/bookings/${bookingID}`,
    { method: 'PATCH', body: JSON.stringify({ paymentMethod: 'Card' }) },
    { id: bookingID },
  );
  expect(patch.status).toBe(200);
  const start = await guest.call(routes.initiate, '/api/payments/initiate-payment', {
    method: 'POST',
    body: JSON.stringify({ bookingId: bookingID }),
  });
  expect(start.status).toBe(200);
  expect(start.headers.get('cache-control')).toBe('private, no-store');
  const { paymentUrl } = (await start.json()) as { paymentUrl: string };
  const txRef = paymentUrl.split('/').at(-1)!;
  const view = async () =>
    (
      (await (await guest.call(routes.get, `/api/bookings/${bookingID}`, {}, { id: bookingID })).json()) as {
        booking: { status: string; paymentStatus: string };
      }
    ).booking;
  return { guest, bookingID, txRef, paymentUrl, view };
}

function webhook(body: unknown, headers: Record<string, string> = { 'verif-hash': HASH }) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return routes.webhook(
    new Request(`${SITE}/api/payments/flutterwave/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(text.length), ...headers },
      body: text,
    }),
    { params: Promise.resolve({}) },
  );
}

describe('Flutterwave checkout, webhook and return', () => {
  it('opens a real Flutterwave Standard checkout for the booking', async () => {
    const { paymentUrl, txRef } = await cardBooking();
    expect(paymentUrl).toBe(`https://checkout.flutterwave.test/v3/hosted/pay/${txRef}`);
    expect(flutterwave.checkouts.at(-1)).toMatchObject({
      tx_ref: txRef,
      amount: 90_000,
      currency: 'NGN',
      redirect_url: `${SITE}/api/payments/flutterwave/return`,
      customer: { email: 'ada.obi@example.com', name: 'Ada Chioma Obi', phonenumber: '+2348031234567' },
    });
  });

  it('answers 401 to a webhook without the right verif-hash and changes nothing', async () => {
    const { txRef, view } = await cardBooking();
    const id = flutterwave.pay(txRef, 90_000);
    const before = flutterwave.verifications;
    for (const headers of [{}, { 'verif-hash': 'wrong' }, { 'verif-hash': `${HASH}x` }] as Record<string, string>[]) {
      const res = await webhook({ event: 'charge.completed', data: { id: Number(id) } }, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'webhookSignature', message: 'The webhook signature is not valid' });
    }
    expect(flutterwave.verifications).toBe(before);
    expect((await view()).status).toBe('pending_payment');
  });

  it('pays the booking once from a replayed webhook, after verifying with Flutterwave', async () => {
    const { txRef, view } = await cardBooking();
    // What the webhook claims is ignored: only the id is read and verified.
    const id = flutterwave.pay(txRef, 90_000);
    const event = {
      event: 'charge.completed',
      data: { id: Number(id), tx_ref: txRef, amount: 1, status: 'successful' },
    };
    for (let i = 0; i < 3; i++) {
      const res = await webhook(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await view()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a webhook for a wrong amount never pays; bad bodies are 400, 413 or 415; an outage is 503', async () => {
    const { txRef, view } = await cardBooking();
    expect(
      (await webhook({ event: 'charge.completed', data: { id: Number(flutterwave.pay(txRef, 9_000)) } })).status,
    ).toBe(200);
    expect((await view()).status).toBe('pending_payment');
    expect((await webhook('{not json')).status).toBe(400);
    expect((await webhook({ data: { id: 'abc' } })).status).toBe(400);
    expect((await webhook({ data: { id: 1, pad: 'x'.repeat(30_000) } })).status).toBe(413);
    const plain = await routes.webhook(
      new Request(`${SITE}/api/payments/flutterwave/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'verif-hash': HASH },
        body: 'id=1',
      }),
      { params: Promise.resolve({}) },
    );
    expect(plain.status).toBe(415);
    flutterwave.setMode('error');
    try {
      expect((await webhook({ event: 'charge.completed', data: { id: 1 } })).status).toBe(503);
    } finally {
      flutterwave.setMode('normal');
    }
  });

  it('the return verifies before it sends the browser to the confirmation or back to the booking page', async () => {
    const paid = await cardBooking();
    const returned = (query: string) =>
      routes.back(new Request(`${SITE}/api/payments/flutterwave/return?${query}`), { params: Promise.resolve({}) });
    // A forged success with no real transaction goes back to the booking page.
    const forged = await returned(`status=successful&tx_ref=${paid.txRef}&transaction_id=123`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(
      `${SITE}/hotel/booking-details/${hotel.hotelId}?bookingId=${paid.bookingID}&payment=failed`,
    );
    const id = flutterwave.pay(paid.txRef, 90_000);
    const good = await returned(`status=successful&tx_ref=${paid.txRef}&transaction_id=${id}`);
    expect(good.headers.get('location')).toBe(`${SITE}/hotel/confirmation/${hotel.hotelId}/${paid.bookingID}`);
    expect(good.headers.get('cache-control')).toBe('private, no-store');
    expect(await paid.view()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const cancelled = await cardBooking();
    const back = await returned(`status=cancelled&tx_ref=${cancelled.txRef}`);
    expect(back.headers.get('location')).toBe(
      `${SITE}/hotel/booking-details/${hotel.hotelId}?bookingId=${cancelled.bookingID}&payment=cancelled`,
    );
    expect((await returned('status=successful&tx_ref=nothing&transaction_id=1')).headers.get('location')).toBe(
      `${SITE}/`,
    );
  });
});
