import { and, eq } from 'drizzle-orm';
import { bookings, notificationOutbox, payments } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, requestFor, stayDates } from '@/lib/testing/booking-fixtures';
import { failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { fakePaymentProvider } from '@/lib/testing/fake-payment-provider';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { cancelBooking } from './booking-cancellation';
import { modifyBooking } from './booking-changes';
import { setPaymentMethod } from './booking-payment-method';
import { getBookingForViewer } from './booking-view';
import { createBooking } from './bookings';
import { listMyBookings } from './my-bookings';
import { settleTransaction } from './payment-settlement';
import { bookingOfTxRef, initiatePayment } from './payments';

jest.setTimeout(60_000);

const RETURN_URL = 'http://localhost:3000/api/payments/flutterwave/return';

describeEachDatabase('balances after booking changes', (handle) => {
  const fake = fakePaymentProvider();
  const as = (userId: string) => ({ userId, browserToken: null });
  const change = (
    rooms: { room: string; numberOfRooms?: number }[],
    dates: { checkInDate: string; checkOutDate: string },
  ): ModifyBookingInput => ({
    ...dates,
    rooms: rooms.map((r) => ({ room: r.room, numberOfRooms: r.numberOfRooms ?? 1 })),
    guests: { adults: 2, children: 0 },
    guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' },
    confirm: true,
  });

  /** An account's booking of the rooms, Pay now, paid through the (fake) card checkout. */
  async function cardPaidBooking(rooms: { room: string; numberOfRooms?: number }[], dates = stayDates(10, 1)) {
    const userId = await insertTestUser(handle.db);
    const [first] = rooms;
    const hotelId = (await handle.db.query.roomCategories.findFirst({
      where: (r, { eq: is }) => is(r.id, first!.room),
    }))!.propertyId;
    const booking = await createBooking(
      { hotelId, request: requestFor(rooms, dates), owner: { userId, browserTokenHash: null }, locale: 'en' },
      handle.db,
    );
    await setPaymentMethod({ bookingId: booking.id, method: 'Card', viewer: as(userId) }, handle.db);
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const paid = await settleTransaction(
      { transactionId: fake.pay(txRef, booking.quote.amountToBePaid) },
      fake.provider,
      handle.db,
    );
    expect(paid.outcome).toBe('paid');
    return { userId, booking, paid: booking.quote.amountToBePaid };
  }

  const stored = async (id: string) =>
    (await handle.db.select().from(bookings).where(eq(bookings.id, id)).limit(1))[0]!;
  const changeNotice = async (id: string, channel: 'email' | 'sms') =>
    (
      await handle.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.template, 'booking.changed'), eq(notificationOutbox.channel, channel)))
    ).filter((m) => (m.payload as { bookingId?: string }).bookingId === id);

  it('a card-paid stay lengthened owes the difference; its checkout charges exactly that, and paying it clears it once', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 225_000 }]);
    const room = roomIds[0]!;
    const { userId, booking, paid } = await cardPaidBooking([{ room }], stayDates(10, 1));
    expect(paid).toBe(225_000);

    const quoted = await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: { ...change([{ room }], stayDates(10, 5)), confirm: false } },
      handle.db,
    );
    expect(quoted).toMatchObject({ applied: false, amountPaid: 225_000, balanceDue: 900_000, refundOwed: 0 });
    expect((await stored(booking.id)).balanceDue).toBe(0);

    const applied = await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: change([{ room }], stayDates(10, 5)) },
      handle.db,
    );
    expect(applied).toMatchObject({ applied: true, newAmount: 1_125_000, balanceDue: 900_000, refundOwed: 0 });
    expect(await stored(booking.id)).toMatchObject({
      status: 'confirmed',
      amountToBePaid: 1_125_000,
      balanceDue: 900_000,
      refundOwed: 0,
    });
    await expect(getBookingForViewer(booking.id, as(userId), handle.db)).resolves.toMatchObject({
      paymentStatus: 'balanceDue',
      amountPaid: 225_000,
      balanceDue: 900_000,
    });
    const [mine] = await listMyBookings(userId, handle.db);
    expect(mine).toMatchObject({ paymentStatus: 'balanceDue', amountPaid: 225_000, balanceDue: 900_000 });
    const [email] = await changeNotice(booking.id, 'email');
    expect(email!.body).toContain('Balance to pay: ₦900,000, by card before your stay');
    expect(email!.body).toContain(`/manage-booking/${booking.id}`);
    const [sms] = await changeNotice(booking.id, 'sms');
    expect(sms!.body).toContain('Balance to pay by card: ₦900,000');

    // The checkout asks for exactly the balance, not the new total.
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const [row] = await handle.db.select().from(payments).where(eq(payments.txRef, txRef));
    expect(row).toMatchObject({ amount: 900_000, purpose: 'balance', status: 'initiated' });

    // Less than the balance is never taken for it.
    const short = await settleTransaction({ transactionId: fake.pay(txRef, 899_999) }, fake.provider, handle.db);
    expect(short.outcome).toBe('flagged');
    expect((await stored(booking.id)).balanceDue).toBe(900_000);

    const second = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    // A second checkout of the same balance, left open in another tab.
    const third = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const id = fake.pay(second.txRef, 900_000);
    const settle = () => settleTransaction({ transactionId: id }, fake.provider, handle.db);
    const outcomes = [
      (await settle()).outcome,
      ...(await Promise.all([settle(), settle(), settle()])).map((r) => r.outcome),
    ];
    expect(outcomes).toEqual(['paid', 'alreadyCounted', 'alreadyCounted', 'alreadyCounted']);
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', balanceDue: 0, refundOwed: 0 });
    await expect(getBookingForViewer(booking.id, as(userId), handle.db)).resolves.toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 1_125_000,
      balanceDue: 0,
    });
    // Paid a second time: never counted against the balance again, but owed back and flagged for the desk.
    const twice = await settleTransaction({ transactionId: fake.pay(third.txRef, 900_000) }, fake.provider, handle.db);
    expect(twice.outcome).toBe('flagged');
    expect(await stored(booking.id)).toMatchObject({
      balanceDue: 0,
      refundOwed: 900_000,
      needsAttention: true,
      attentionReason: 'balance_overpaid',
    });
    // The return sends the guest to the confirmation; nothing is left to pay.
    await expect(bookingOfTxRef(second.txRef, handle.db)).resolves.toMatchObject({ paid: true });
    expect(
      await failure(
        initiatePayment({ bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL }, fake.provider, handle.db),
      ),
    ).toMatchObject({ code: 'bookingAlreadyPaid', status: 409 });
  });

  it('a card-paid stay shortened records the refund owed; non-refundable nights it drops stay charged', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [
      { totalRooms: 3, standardPrice: 100_000 },
      { totalRooms: 3, standardPrice: 40_000, nonRefundable: true },
    ]);
    const [flexible, saver] = [roomIds[0]!, roomIds[1]!];
    const { userId, booking, paid } = await cardPaidBooking([{ room: flexible }, { room: saver }], stayDates(10, 3));
    expect(paid).toBe(420_000);

    // One night instead of three: the flexible room's two nights go back, the saver room's two stay charged.
    const applied = await modifyBooking(
      {
        bookingId: booking.id,
        viewer: as(userId),
        input: change([{ room: flexible }, { room: saver }], stayDates(10, 1)),
      },
      handle.db,
    );
    expect(applied).toMatchObject({ newAmount: 140_000, keptCharge: 80_000, balanceDue: 0, refundOwed: 200_000 });
    expect(await stored(booking.id)).toMatchObject({
      amountToBePaid: 140_000,
      changeCharge: 80_000,
      balanceDue: 0,
      refundOwed: 200_000,
    });
    const [email] = await changeNotice(booking.id, 'email');
    expect(email!.body).toContain('Kept for non-refundable nights: ₦80,000');
    expect(email!.body).toContain('Refund owed to you: ₦200,000, to go back to the card you paid with');
    await expect(getBookingForViewer(booking.id, as(userId), handle.db)).resolves.toMatchObject({
      paymentStatus: 'paid',
      refundOwed: 200_000,
      changeCharge: 80_000,
    });

    // Lengthened again to two nights: the refund owed shrinks by the new night's price, the kept charge remains.
    await modifyBooking(
      {
        bookingId: booking.id,
        viewer: as(userId),
        input: change([{ room: flexible }, { room: saver }], stayDates(10, 2)),
      },
      handle.db,
    );
    expect(await stored(booking.id)).toMatchObject({ amountToBePaid: 280_000, balanceDue: 0, refundOwed: 60_000 });
    // A refund owed is nothing to pay.
    expect(
      await failure(
        initiatePayment({ bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL }, fake.provider, handle.db),
      ),
    ).toMatchObject({ code: 'bookingAlreadyPaid' });

    // Cancelled in the free window: the saver nights (booked and dropped) stay charged, the rest goes back.
    const refunds = fakeRefunds();
    const cancelled = await cancelBooking({ bookingId: booking.id, viewer: as(userId) }, refunds.provider, handle.db);
    expect(cancelled).toMatchObject({ fee: 80_000 + 80_000, refundAmount: 420_000 - 160_000 });
    expect(await stored(booking.id)).toMatchObject({ status: 'cancelled', balanceDue: 0, refundOwed: 0 });
  });

  it('a Pay at the property booking only has its amount to pay changed; a pending card booking owes no balance', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const userId = await insertTestUser(handle.db);
    const create = () =>
      createBooking(
        {
          hotelId,
          request: requestFor([{ room }], stayDates(10, 1)),
          owner: { userId, browserTokenHash: null },
          locale: 'en',
        },
        handle.db,
      );
    const cash = await create();
    await setPaymentMethod({ bookingId: cash.id, method: 'Cash', viewer: as(userId) }, handle.db);
    const longer = await modifyBooking(
      { bookingId: cash.id, viewer: as(userId), input: change([{ room }], stayDates(10, 4)) },
      handle.db,
    );
    expect(longer).toMatchObject({ newAmount: 200_000, amountPaid: 0, balanceDue: 0, refundOwed: 0 });
    expect(await stored(cash.id)).toMatchObject({ amountToBePaid: 200_000, balanceDue: 0, refundOwed: 0 });
    await expect(getBookingForViewer(cash.id, as(userId), handle.db)).resolves.toMatchObject({
      paymentStatus: 'unpaid',
      paymentMethod: 'Cash',
    });
    const [email] = await changeNotice(cash.id, 'email');
    expect(email!.body).not.toMatch(/Balance|Refund owed|Paid by card/);
    expect(
      await failure(
        initiatePayment({ bookingId: cash.id, viewer: as(userId), returnUrl: RETURN_URL }, fake.provider, handle.db),
      ),
    ).toMatchObject({ code: 'bookingAlreadyConfirmed' });

    const pending = await create();
    await setPaymentMethod({ bookingId: pending.id, method: 'Card', viewer: as(userId) }, handle.db);
    await modifyBooking(
      { bookingId: pending.id, viewer: as(userId), input: change([{ room }], stayDates(10, 2)) },
      handle.db,
    );
    expect(await stored(pending.id)).toMatchObject({
      status: 'pending_payment',
      amountToBePaid: 100_000,
      balanceDue: 0,
    });
    const { txRef } = await initiatePayment(
      { bookingId: pending.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    const [row] = await handle.db.select().from(payments).where(eq(payments.txRef, txRef));
    expect(row).toMatchObject({ amount: 100_000, purpose: 'booking' });
  });

  it('a balance paid after the booking was cancelled is recorded and flagged, never counted as settling it', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 60_000 }]);
    const room = roomIds[0]!;
    const { userId, booking } = await cardPaidBooking([{ room }], stayDates(10, 1));
    await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: change([{ room }], stayDates(10, 2)) },
      handle.db,
    );
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    await cancelBooking({ bookingId: booking.id, viewer: as(userId) }, fakeRefunds().provider, handle.db);
    const late = await settleTransaction({ transactionId: fake.pay(txRef, 60_000) }, fake.provider, handle.db);
    expect(late.outcome).toBe('flagged');
    expect(await stored(booking.id)).toMatchObject({
      status: 'cancelled',
      needsAttention: true,
      attentionReason: 'balance_paid_while_cancelled',
    });
  });
});
