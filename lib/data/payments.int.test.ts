import { and, eq } from 'drizzle-orm';
import { bookings, notificationOutbox, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { insertTestHotel, requestFor, reservedNights } from '@/lib/testing/booking-fixtures';
import { describeEachDatabase, type SuiteDatabase } from '@/lib/testing/databases';
import { fakePaymentProvider } from '@/lib/testing/fake-payment-provider';
import { hashToken } from '@/lib/services/auth/token';
import { PaymentProviderError, type PaymentProvider } from '@/lib/services/payments/types';
import type { BookingViewer } from './booking-access';
import { setPaymentMethod } from './booking-payment-method';
import { getBookingForViewer } from './booking-view';
import { createBooking } from './bookings';
import { expireHolds } from './holds';
import { settleTransaction } from './payment-settlement';
import { initiatePayment } from './payments';

const MINUTE = 60_000;
const RETURN_URL = 'http://localhost:3000/api/payments/flutterwave/return';

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status };
    throw err;
  }
  throw new Error('expected an AppError');
}

/** A hotel, a visitor's card booking on it and a fake Flutterwave; the booking holds one of `totalRooms` rooms. */
async function cardBooking(handle: SuiteDatabase, { totalRooms = 2, now = new Date() } = {}) {
  const token = `browser-${Math.random()}`;
  const viewer: BookingViewer = { userId: null, browserToken: token };
  const hotel = await insertTestHotel(handle.db, [{ totalRooms, standardPrice: 40_000 }]);
  const booking = await createBooking(
    {
      hotelId: hotel.hotelId,
      request: requestFor([{ room: hotel.roomIds[0]! }]),
      owner: { userId: null, browserTokenHash: hashToken(token) },
      locale: 'en',
      now,
    },
    handle.db,
  );
  await setPaymentMethod({ bookingId: booking.id, method: 'Card', viewer, now }, handle.db);
  const fake = fakePaymentProvider();
  return { hotel, booking, viewer, fake, amount: booking.quote.amountToBePaid };
}

async function confirmationsOf(handle: SuiteDatabase, bookingId: string) {
  const rows = await handle.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.template, 'booking.confirmed'), eq(notificationOutbox.channel, 'email')));
  return rows.filter((m) => (m.payload as { bookingId?: string }).bookingId === bookingId);
}

const paymentsOf = (handle: SuiteDatabase, bookingId: string) =>
  handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));

describeEachDatabase('card payments', (handle) => {
  it('opens a checkout only for the owner’s pending card booking, one payments row per attempt', async () => {
    const { booking, viewer, fake, amount } = await cardBooking(handle);
    const first = await initiatePayment(
      { bookingId: booking.id, viewer, returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    expect(first.paymentUrl).toBe(`https://checkout.test/pay/${first.txRef}`);
    expect(first.txRef).toMatch(new RegExp(`^SN-${booking.reference}-[A-Z0-9]{10}$`));
    await initiatePayment({ bookingId: booking.id, viewer, returnUrl: RETURN_URL }, fake.provider, handle.db);
    const rows = await paymentsOf(handle, booking.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((p) => p.status === 'initiated' && p.amount === amount && p.currency === 'NGN')).toBe(true);
    expect(
      await failure(
        initiatePayment(
          { bookingId: booking.id, viewer: { userId: null, browserToken: 'someone-else' }, returnUrl: RETURN_URL },
          fake.provider,
          handle.db,
        ),
      ),
    ).toEqual({ code: 'bookingNotFound', status: 404 });
  });

  it('maps a provider’s refusal and its silence to the spec’s two messages', async () => {
    const { booking, viewer } = await cardBooking(handle);
    const failing = (kind: 'refused' | 'unavailable'): PaymentProvider => ({
      name: 'flutterwave',
      createCheckout: async () => {
        throw new PaymentProviderError(kind, 'no');
      },
      verify: async () => null,
    });
    const start = (provider: PaymentProvider) =>
      failure(initiatePayment({ bookingId: booking.id, viewer, returnUrl: RETURN_URL }, provider, handle.db));
    expect(await start(failing('refused'))).toEqual({ code: 'paymentInitiationFailed', status: 502 });
    expect(await start(failing('unavailable'))).toEqual({ code: 'paymentUnavailable', status: 503 });
    expect((await paymentsOf(handle, booking.id)).map((p) => p.status)).toEqual(['failed', 'failed']);
  });

  it('refuses a checkout for a Cash booking, a paid one and an ended hold', async () => {
    const now = new Date();
    const { booking, viewer, fake } = await cardBooking(handle, { now });
    const start = (at: Date) =>
      failure(
        initiatePayment({ bookingId: booking.id, viewer, returnUrl: RETURN_URL, now: at }, fake.provider, handle.db),
      );
    expect(await start(new Date(now.getTime() + 31 * MINUTE))).toEqual({ code: 'holdExpired', status: 409 });
    const cash = await cardBooking(handle);
    await setPaymentMethod({ bookingId: cash.booking.id, method: 'Cash', viewer: cash.viewer }, handle.db);
    expect(
      await failure(
        initiatePayment(
          { bookingId: cash.booking.id, viewer: cash.viewer, returnUrl: RETURN_URL },
          fake.provider,
          handle.db,
        ),
      ),
    ).toEqual({ code: 'bookingAlreadyConfirmed', status: 409 });
  });

  it('a verified payment confirms the booking once, however often and however concurrently it is reported', async () => {
    const { booking, viewer, fake, amount } = await cardBooking(handle);
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer, returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const id = fake.pay(txRef, amount);
    const settle = () => settleTransaction({ transactionId: id }, fake.provider, handle.db);
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push((await settle()).outcome);
    const concurrent = (await Promise.all(Array.from({ length: 10 }, settle))).map((r) => r.outcome);
    expect(sequential[0]).toBe('paid');
    expect([...sequential.slice(1), ...concurrent].every((o) => o === 'alreadyCounted')).toBe(true);
    // A failure reported late, out of order, does not undo the payment.
    expect(
      (
        await settleTransaction(
          { transactionId: fake.pay(txRef, amount, { status: 'failed' }) },
          fake.provider,
          handle.db,
        )
      ).outcome,
    ).toBe('notPaid');
    expect((await paymentsOf(handle, booking.id)).filter((p) => p.status === 'successful')).toHaveLength(1);
    expect(await confirmationsOf(handle, booking.id)).toHaveLength(1);
    await expect(getBookingForViewer(booking.id, viewer, handle.db)).resolves.toMatchObject({
      status: 'confirmed',
      paymentMethod: 'Card',
      paymentStatus: 'paid',
      amountPaid: amount,
      holdExpiresAt: null,
    });
    // Paid: no switching back to Card or Cash, and no second checkout.
    expect(await failure(setPaymentMethod({ bookingId: booking.id, method: 'Card', viewer }, handle.db))).toEqual({
      code: 'bookingAlreadyPaid',
      status: 409,
    });
    expect(
      await failure(
        initiatePayment({ bookingId: booking.id, viewer, returnUrl: RETURN_URL }, fake.provider, handle.db),
      ),
    ).toEqual({ code: 'bookingAlreadyPaid', status: 409 });
  });

  it('never pays a booking with the wrong amount, the wrong currency, a failed or an unknown transaction', async () => {
    const { booking, viewer, fake, amount } = await cardBooking(handle);
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer, returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const settle = (id: string) => settleTransaction({ transactionId: id }, fake.provider, handle.db);
    expect((await settle(fake.pay(txRef, amount, { status: 'failed' }))).outcome).toBe('notPaid');
    expect((await settle('424242')).outcome).toBe('unknown');
    expect((await settle(fake.pay('SN-UNKNOWN1-AAAAAAAAAA', amount))).outcome).toBe('unknown');
    expect((await settle(fake.pay(txRef, amount - 1))).outcome).toBe('flagged');
    expect((await settle(fake.pay(txRef, amount, { currency: 'USD' }))).outcome).toBe('flagged');
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'pending_payment',
      needsAttention: true,
      attentionReason: 'payment_amount_or_currency_mismatch',
    });
    expect((await paymentsOf(handle, booking.id)).some((p) => p.status === 'successful')).toBe(false);
    expect(await confirmationsOf(handle, booking.id)).toHaveLength(0);
    // The right transaction still pays it afterwards.
    expect((await settle(fake.pay(txRef, amount))).outcome).toBe('paid');
  });

  it('a payment after the hold ended takes the rooms again when they are still free', async () => {
    const now = new Date();
    const { booking, viewer, fake, amount, hotel } = await cardBooking(handle, { totalRooms: 1, now });
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer, returnUrl: RETURN_URL, now },
      fake.provider,
      handle.db,
    );
    await expireHolds({ now: new Date(now.getTime() + 31 * MINUTE) }, handle.db);
    expect(await reservedNights(handle.db, hotel.roomIds[0]!)).toEqual({});
    expect(
      (await settleTransaction({ transactionId: fake.pay(txRef, amount) }, fake.provider, handle.db)).outcome,
    ).toBe('paid');
    await expect(getBookingForViewer(booking.id, viewer, handle.db)).resolves.toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(Object.values(await reservedNights(handle.db, hotel.roomIds[0]!))).toEqual([1, 1]);
  });

  it('a payment after the hold ended is recorded and flagged, never lost, when the rooms were sold again', async () => {
    const now = new Date();
    const { booking, viewer, fake, amount, hotel } = await cardBooking(handle, { totalRooms: 1, now });
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer, returnUrl: RETURN_URL, now },
      fake.provider,
      handle.db,
    );
    const later = new Date(now.getTime() + 31 * MINUTE);
    await expireHolds({ now: later }, handle.db);
    await createBooking(
      {
        hotelId: hotel.hotelId,
        request: requestFor([{ room: hotel.roomIds[0]! }]),
        owner: { userId: null, browserTokenHash: hashToken('next-guest') },
        locale: 'en',
        now: later,
      },
      handle.db,
    );
    const id = fake.pay(txRef, amount);
    expect((await settleTransaction({ transactionId: id }, fake.provider, handle.db)).outcome).toBe('flagged');
    expect((await settleTransaction({ transactionId: id }, fake.provider, handle.db)).outcome).toBe('alreadyCounted');
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'expired',
      needsAttention: true,
      attentionReason: 'paid_after_hold_expired_rooms_gone',
    });
    const [paid] = (await paymentsOf(handle, booking.id)).filter((p) => p.status === 'successful');
    expect(paid).toMatchObject({ providerTransactionId: id, amount });
    // The room stays with the guest who booked it in the meantime.
    expect(Object.values(await reservedNights(handle.db, hotel.roomIds[0]!))).toEqual([1, 1]);
    expect(await confirmationsOf(handle, booking.id)).toHaveLength(0);
  });
});
