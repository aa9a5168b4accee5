import { eq } from 'drizzle-orm';
import { lagosInstant } from '@/lib/dates';
import { bookings, payments, refunds } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, reservedNights, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { cancelBooking, cancellationQuote } from './booking-cancellation';
import { setPaymentMethod } from './booking-payment-method';

jest.setTimeout(60_000);

describeEachDatabase('cancellations', (handle) => {
  const as = (userId: string) => ({ userId, browserToken: null });
  const { book, confirmedBooking, inventoryMatchesBookings } = bookingSteps(handle);

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

  it("charges a mixed booking's non-refundable rooms only until 13:00 on check-in day, and refunds the rest of a card payment", async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [
      { standardPrice: 50_000, promoPrice: 45_000, nonRefundable: true },
      { standardPrice: 20_000 },
    ]);
    const ada = await insertTestUser(handle.db);
    const dates = stayDates(14, 2);
    const mixed = await book(
      hotelId,
      [{ room: roomIds[0]! }, { room: roomIds[1]!, numberOfRooms: 2 }],
      {
        userId: ada,
        browserTokenHash: null,
      },
      { dates },
    );
    await setPaymentMethod({ bookingId: mixed.id, method: 'Cash', viewer: as(ada) }, handle.db);
    // Two nights: the non-refundable room 2 × 45,000; the refundable rooms 2 × 2 × 20,000.
    expect(mixed.quote.amountToBePaid).toBe(170_000);
    const lateNow = new Date(lagosInstant(dates.checkInDate, '13:00').getTime() + 1000);
    expect(await cancellationQuote({ bookingId: mixed.id, viewer: as(ada), now: lateNow }, handle.db)).toMatchObject({
      free: false,
      nonRefundable: false,
      partlyNonRefundable: false,
      fee: 170_000,
    });
    await handle.db.insert(payments).values({
      bookingId: mixed.id,
      provider: 'sandbox',
      txRef: `tx-${mixed.id}`,
      providerTransactionId: '7000456',
      amount: 170_000,
      status: 'successful',
    });
    const refundsVia = fakeRefunds();
    await expect(
      cancelBooking({ bookingId: mixed.id, viewer: as(ada), expectedFee: 90_000 }, refundsVia.provider, handle.db),
    ).resolves.toMatchObject({
      free: false,
      nonRefundable: false,
      partlyNonRefundable: true,
      fee: 90_000,
      refundAmount: 80_000,
      refundStatus: 'requested',
    });
    expect(refundsVia.calls).toEqual([{ transactionId: '7000456', amount: 80_000 }]);
    const [stored] = await handle.db.select().from(bookings).where(eq(bookings.id, mixed.id));
    expect([stored?.status, stored?.cancellationFee]).toEqual(['cancelled', 90_000]);
    expect(
      await handle.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.bookingId, mixed.id)),
    ).toEqual([{ amount: 80_000 }]);
  });
});
