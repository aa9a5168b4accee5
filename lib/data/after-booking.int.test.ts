import { and, eq } from 'drizzle-orm';
import { addDays, lagosInstant, todayInLagos } from '@/lib/dates';
import {
  bookingRooms,
  bookings,
  newsletterSubscribers,
  notificationOutbox,
  payments,
  properties,
  refunds,
  reviews,
  users,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { RefundProvider } from '@/lib/services/payments/types';
import {
  insertTestHotel,
  insertTestUser,
  recountedNights,
  requestFor,
  reservedNights,
  stayDates,
} from '@/lib/testing/booking-fixtures';
import { describeEachDatabase } from '@/lib/testing/databases';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { cancelBooking, cancellationQuote } from './booking-cancellation';
import { modifyBooking } from './booking-changes';
import { setPaymentMethod } from './booking-payment-method';
import { createBooking } from './bookings';
import { saveContactMessage } from './contact';
import { listMyBookings } from './my-bookings';
import { subscribe, unsubscribe } from './newsletter';
import { submitReview } from './reviews';

jest.setTimeout(60_000);

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status };
    throw err;
  }
  throw new Error('expected an AppError');
}

function fakeRefunds() {
  const calls: { transactionId: string; amount: number }[] = [];
  const provider: RefundProvider = {
    name: 'sandbox',
    async refund(transactionId, amount) {
      calls.push({ transactionId, amount });
      return { id: `refund-${transactionId}`, raw: { ok: true } };
    },
  };
  return { provider, calls };
}

const review = {
  overall: 9,
  cleanliness: 9,
  comfort: 8,
  location: 10,
  facilities: 8,
  staff: 9,
  value: 7,
  title: 'Lovely stay',
  comment: 'Quiet rooms, friendly staff and a great breakfast.',
};

describeEachDatabase('after booking', (handle) => {
  const as = (userId: string) => ({ userId, browserToken: null });
  /** A confirmed (Pay at the property) booking of the account. */
  async function confirmedBooking(userId: string, hotelId: string, roomId: string, dates = stayDates(), rooms = 1) {
    const created = await createBooking(
      {
        hotelId,
        request: requestFor([{ room: roomId, numberOfRooms: rooms }], dates),
        owner: { userId, browserTokenHash: null },
        locale: 'en',
      },
      handle.db,
    );
    await setPaymentMethod({ bookingId: created.id, method: 'Cash', viewer: as(userId) }, handle.db);
    return created;
  }
  const change = (
    roomId: string,
    dates: { checkInDate: string; checkOutDate: string },
    confirm = true,
    rooms = 1,
  ): ModifyBookingInput => ({
    ...dates,
    rooms: [{ room: roomId, numberOfRooms: rooms }],
    guests: { adults: 2, children: 0 },
    guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' },
    confirm,
  });
  const inventoryMatchesBookings = async (roomId: string) =>
    expect(await reservedNights(handle.db, roomId)).toEqual(await recountedNights(handle.db, roomId));

  it('lists only the account’s own bookings with the spec’s history fields', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const ada = await insertTestUser(handle.db);
    const bola = await insertTestUser(handle.db);
    const mine = await confirmedBooking(ada, hotelId, roomIds[0]!);
    await confirmedBooking(bola, hotelId, roomIds[0]!);
    const list = await listMyBookings(ada, handle.db);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      _id: mine.id,
      status: 'confirmed',
      hasReview: false,
      hotel: { _id: hotelId, name: 'Test Harbour Hotel' },
      checkInDate: stayDates().checkInDate,
      checkOutDate: stayDates().checkOutDate,
      section: 'upcoming',
      paymentMethod: 'Cash',
      paymentStatus: 'unpaid',
      canModify: true,
      canCancel: true,
      reviewDue: false,
    });
  });

  it('moves a booking’s nights in one transaction, quotes before confirming, and keeps the stay when new nights are full', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 2, standardPrice: 40_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, room, stayDates(10, 2));

    const quote = await modifyBooking(
      { bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(20, 3), false) },
      handle.db,
    );
    expect(quote).toMatchObject({ applied: false, previousAmount: 80_000, newAmount: 120_000, difference: 40_000 });
    // A quote changes nothing.
    expect(Object.keys(await reservedNights(handle.db, room))).toEqual([
      stayDates(10).checkInDate,
      stayDates(11).checkInDate,
    ]);

    await expect(
      modifyBooking(
        { bookingId: booking.id, viewer: as(ada), input: { ...change(room, stayDates(20, 3)), expectedAmount: 1 } },
        handle.db,
      ),
    ).rejects.toMatchObject({ code: 'priceChanged' });

    const applied = await modifyBooking(
      { bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(20, 3)) },
      handle.db,
    );
    expect(applied).toMatchObject({ applied: true, newAmount: 120_000 });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      checkInDate: stayDates(20).checkInDate,
      checkOutDate: stayDates(20, 3).checkOutDate,
      amountToBePaid: 120_000,
    });
    await inventoryMatchesBookings(room);
    expect(Object.keys(await reservedNights(handle.db, room)).sort()).toEqual(
      [stayDates(20).checkInDate, stayDates(21).checkInDate, stayDates(22).checkInDate].sort(),
    );

    // Both rooms of day 30 go to others: moving there fails and the booking keeps its nights.
    await confirmedBooking(await insertTestUser(handle.db), hotelId, room, stayDates(30, 1), 2);
    expect(
      await failure(
        modifyBooking({ bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(29, 2)) }, handle.db),
      ),
    ).toEqual({
      code: 'roomsUnavailable',
      status: 409,
    });
    const [kept] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept!.checkInDate).toBe(stayDates(20).checkInDate);
    await inventoryMatchesBookings(room);
  });

  it('refuses another guest’s booking (404) and a stay that has begun, changing nothing', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, room, stayDates(5, 2));
    const stranger = await insertTestUser(handle.db);
    const nights = await reservedNights(handle.db, room);
    expect(
      await failure(
        modifyBooking({ bookingId: booking.id, viewer: as(stranger), input: change(room, stayDates(8, 1)) }, handle.db),
      ),
    ).toEqual({
      code: 'bookingNotFound',
      status: 404,
    });
    expect(
      await failure(cancelBooking({ bookingId: booking.id, viewer: as(stranger) }, fakeRefunds().provider, handle.db)),
    ).toEqual({
      code: 'bookingNotFound',
      status: 404,
    });
    const afterCheckIn = new Date(lagosInstant(stayDates(5).checkInDate, '13:00').getTime() + 60_000);
    expect(
      await failure(
        modifyBooking(
          { bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(8, 1)), now: afterCheckIn },
          handle.db,
        ),
      ),
    ).toEqual({ code: 'bookingStarted', status: 409 });
    expect(await reservedNights(handle.db, room)).toEqual(nights);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });

  it('cancels for free before 13:00 on check-in day, charges the full price after, and frees the rooms', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 30_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const early = await confirmedBooking(ada, hotelId, room, stayDates(6, 2));
    const late = await confirmedBooking(ada, hotelId, room, stayDates(8, 2));
    const refunds = fakeRefunds();

    expect(await cancellationQuote({ bookingId: early.id, viewer: as(ada) }, handle.db)).toMatchObject({
      free: true,
      fee: 0,
    });
    await expect(
      cancelBooking({ bookingId: early.id, viewer: as(ada) }, refunds.provider, handle.db),
    ).resolves.toMatchObject({
      cancelled: true,
      fee: 0,
      refundStatus: null,
    });
    const lateNow = new Date(lagosInstant(stayDates(8).checkInDate, '13:00').getTime() + 1000);
    expect(await cancellationQuote({ bookingId: late.id, viewer: as(ada), now: lateNow }, handle.db)).toMatchObject({
      free: false,
      fee: 60_000,
    });
    await expect(
      cancelBooking({ bookingId: late.id, viewer: as(ada), now: lateNow }, refunds.provider, handle.db),
    ).resolves.toMatchObject({
      fee: 60_000,
    });
    const stored = await handle.db.select().from(bookings).where(eq(bookings.userId, ada));
    expect(Object.fromEntries(stored.map((b) => [b.id, [b.status, b.cancellationFee]]))).toEqual({
      [early.id]: ['cancelled', 0],
      [late.id]: ['cancelled', 60_000],
    });
    expect(await reservedNights(handle.db, room)).toEqual({});
    await inventoryMatchesBookings(room);
    expect(await failure(cancelBooking({ bookingId: early.id, viewer: as(ada) }, refunds.provider, handle.db))).toEqual(
      {
        code: 'bookingClosed',
        status: 409,
      },
    );
    expect(refunds.calls).toEqual([]);
  });

  it('charges the full price for a non-refundable rate and refunds a paid free cancellation once', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [
      { standardPrice: 50_000, promoPrice: 45_000, nonRefundable: true },
      { standardPrice: 20_000 },
    ]);
    const ada = await insertTestUser(handle.db);
    const strict = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(12, 1));
    expect(await cancellationQuote({ bookingId: strict.id, viewer: as(ada) }, handle.db)).toMatchObject({
      free: false,
      nonRefundable: true,
      fee: 45_000,
    });

    const paid = await confirmedBooking(ada, hotelId, roomIds[1]!, stayDates(12, 1));
    await handle.db.insert(payments).values({
      bookingId: paid.id,
      provider: 'sandbox',
      txRef: `tx-${paid.id}`,
      providerTransactionId: '7000123',
      amount: 20_000,
      status: 'successful',
    });
    const refundsVia = fakeRefunds();
    await expect(
      cancelBooking({ bookingId: paid.id, viewer: as(ada) }, refundsVia.provider, handle.db),
    ).resolves.toMatchObject({
      fee: 0,
      refundAmount: 20_000,
      refundStatus: 'requested',
    });
    expect(refundsVia.calls).toEqual([{ transactionId: '7000123', amount: 20_000 }]);
    const recorded = await handle.db.select().from(refunds).where(eq(refunds.bookingId, paid.id));
    expect(recorded).toEqual([
      expect.objectContaining({ amount: 20_000, status: 'requested', providerRefundId: 'refund-7000123' }),
    ]);
  });

  it('takes one review per stay from its guest after noon on check-out day and updates the hotel’s rating', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const ada = await insertTestUser(handle.db);
    const stay = stayDates(3, 2);
    const booking = await confirmedBooking(ada, hotelId, roomIds[0]!, stay);
    const user = { id: ada, fullName: 'Ada Chioma Obi' };
    const beforeNoon = lagosInstant(stay.checkOutDate, '11:59');
    const afterNoon = lagosInstant(stay.checkOutDate, '12:01');
    expect(
      await failure(submitReview({ hotelId, bookingId: booking.id, user, review, now: beforeNoon }, handle.db)),
    ).toEqual({
      code: 'reviewNotYet',
      status: 409,
    });
    const stranger = { id: await insertTestUser(handle.db), fullName: 'Eve' };
    expect(
      await failure(
        submitReview({ hotelId, bookingId: booking.id, user: stranger, review, now: afterNoon }, handle.db),
      ),
    ).toEqual({
      code: 'bookingNotFound',
      status: 404,
    });
    await expect(
      submitReview({ hotelId, bookingId: booking.id, user, review, now: afterNoon }, handle.db),
    ).resolves.toMatchObject({
      rating: 9,
      reviewCount: 1,
    });
    const [stored] = await handle.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored).toMatchObject({ authorName: 'Ada O.', overall: 9, title: 'Lovely stay' });
    expect(
      await failure(submitReview({ hotelId, bookingId: booking.id, user, review, now: afterNoon }, handle.db)),
    ).toEqual({
      code: 'alreadyReviewed',
      status: 409,
    });
    const [hotel] = await handle.db.select().from(properties).where(eq(properties.id, hotelId));
    expect({ rating: hotel!.rating, reviewCount: hotel!.reviewCount }).toEqual({ rating: 9, reviewCount: 1 });
    const [listed] = await listMyBookings(ada, handle.db, afterNoon);
    expect(listed).toMatchObject({ hasReview: true, reviewDue: false, section: 'past' });
  });

  it('makes a guest Silver after 3 completed stays, priced 5 % off as loyalty-silver', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 100_000 }]);
    const ada = await insertTestUser(handle.db);
    for (let i = 0; i < 3; i++) {
      const b = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(40 + i * 3, 1));
      const past = addDays(todayInLagos(), -10 - i * 3);
      await handle.db
        .update(bookings)
        .set({ checkInDate: past, checkOutDate: addDays(past, 1) })
        .where(eq(bookings.id, b.id));
    }
    const next = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(60, 1));
    const [line] = await handle.db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, next.id));
    expect(line).toMatchObject({ discountedPricePerNight: 95_000, discountReason: 'loyalty-silver' });
    const [user] = await handle.db.select().from(users).where(eq(users.id, ada));
    expect(user!.membershipTier).toBe('Silver');
  });

  it('stores a repeated newsletter address once, welcomes it once, and unsubscribes by its link', async () => {
    const email = `news.${Date.now()}@example.com`;
    await expect(subscribe(email, 'fr', handle.db)).resolves.toEqual({ welcomed: true });
    await expect(subscribe(email, 'fr', handle.db)).resolves.toEqual({ welcomed: false });
    const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    const mails = await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, email));
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=([0-9a-f]{64})/.exec(mails[0]!.body);
    expect(link?.[1]).toBe(rows[0]!.unsubscribeToken);
    await expect(unsubscribe(link![1]!, handle.db)).resolves.toBe(true);
    await expect(unsubscribe('f'.repeat(64), handle.db)).resolves.toBe(false);
    const [after] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(after!.unsubscribedAt).not.toBeNull();
  });

  it('stores a contact message and queues it for the operators’ inbox', async () => {
    await saveContactMessage(
      {
        fullName: 'Ada Obi',
        email: 'ada@example.com',
        phoneNumber: '08031234567',
        message: 'Do you have parking?',
        userId: null,
        locale: 'en',
      },
      handle.db,
    );
    const queued = await handle.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.recipient, 'reservations@staynaija.com'),
          eq(notificationOutbox.template, 'contact.message'),
        ),
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toContain('Do you have parking?');
  });
});
