import { eq } from 'drizzle-orm';
import { bookings, deskAudit, users } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, requestFor, stayDates } from '@/lib/testing/booking-fixtures';
import { failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { fakePaymentProvider } from '@/lib/testing/fake-payment-provider';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { cancelBooking } from './booking-cancellation';
import { modifyBooking } from './booking-changes';
import { listBookingChanges } from './booking-history';
import { setPaymentMethod } from './booking-payment-method';
import { createBooking } from './bookings';
import { getDeskBooking, type DeskStaff } from './desk';
import { resolveFlag } from './desk-actions';
import { listFlaggedBookings } from './desk-flags';
import { settleTransaction } from './payment-settlement';
import { initiatePayment } from './payments';

jest.setTimeout(60_000);

const RETURN_URL = 'http://localhost:3000/api/payments/flutterwave/return';

describeEachDatabase('flagged bookings and booking history at the desk', (handle) => {
  const fake = fakePaymentProvider();
  const as = (userId: string) => ({ userId, browserToken: null });
  const change = (room: string, dates: { checkInDate: string; checkOutDate: string }): ModifyBookingInput => ({
    ...dates,
    rooms: [{ room, numberOfRooms: 1 }],
    guests: { adults: 2, children: 0 },
    guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' },
    confirm: true,
  });
  let staff: DeskStaff;

  beforeAll(async () => {
    const [row] = await handle.db
      .insert(users)
      .values({ fullName: 'Bola Desk', email: `bola.flags.${Date.now()}@example.com`, role: 'staff' })
      .returning({ id: users.id, fullName: users.fullName, email: users.email });
    staff = row!;
  });

  /** An account's card booking of one room, its checkout begun (not yet paid). */
  async function cardBooking(room: string, hotelId: string, dates = stayDates(12, 1)) {
    const userId = await insertTestUser(handle.db);
    const booking = await createBooking(
      { hotelId, request: requestFor([{ room }], dates), owner: { userId, browserTokenHash: null }, locale: 'en' },
      handle.db,
    );
    await setPaymentMethod({ bookingId: booking.id, method: 'Card', viewer: as(userId) }, handle.db);
    const { txRef } = await initiatePayment(
      { bookingId: booking.id, viewer: as(userId), returnUrl: RETURN_URL },
      fake.provider,
      handle.db,
    );
    return { userId, booking, txRef, amount: booking.quote.amountToBePaid };
  }

  const flaggedIds = async () => {
    const flagged = await listFlaggedBookings(handle.db);
    return {
      payment: flagged.payment.map((b) => b.id),
      balance: flagged.balance.map((b) => b.id),
      paidAfterChange: flagged.paidAfterChange.map((b) => b.id),
    };
  };

  it('a checkout paid after the booking changed is flagged as such, and staff close the flag with a reason on record', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const { userId, booking, txRef, amount } = await cardBooking(room, hotelId);
    expect(amount).toBe(50_000);

    // While the checkout is open, the guest makes the stay two nights longer.
    await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: change(room, stayDates(12, 3)) },
      handle.db,
    );
    const settled = await settleTransaction({ transactionId: fake.pay(txRef, amount) }, fake.provider, handle.db);
    expect(settled.outcome).toBe('flagged');

    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      needsAttention: true,
      attentionReason: 'paid_after_change',
      status: 'pending_payment',
    });
    const ids = await flaggedIds();
    expect(ids.paidAfterChange).toContain(booking.id);
    expect(ids.payment).not.toContain(booking.id);

    await resolveFlag({ bookingId: booking.id, staff, reason: 'Refunded the ₦50,000 by hand' }, handle.db);
    const [after] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ needsAttention: false, attentionReason: null });
    expect((await flaggedIds()).paidAfterChange).not.toContain(booking.id);
    const audit = await handle.db.select().from(deskAudit).where(eq(deskAudit.bookingId, booking.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'resolveFlag',
        staffUserId: staff.id,
        reason: 'Refunded the ₦50,000 by hand',
        before: { needsAttention: true, attentionReason: 'paid_after_change' },
        after: { needsAttention: false, attentionReason: null },
      }),
    ]);
    // A second close finds nothing to close.
    expect(await failure(resolveFlag({ bookingId: booking.id, staff, reason: 'Again' }, handle.db))).toMatchObject({
      code: 'deskNotFlagged',
      status: 409,
    });
  });

  it('a wrong amount is a payment problem; a card-paid stay lengthened shows its balance until it is paid', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 40_000 }]);
    const room = roomIds[0]!;
    const wrong = await cardBooking(room, hotelId);
    expect(
      (await settleTransaction({ transactionId: fake.pay(wrong.txRef, wrong.amount - 1) }, fake.provider, handle.db))
        .outcome,
    ).toBe('flagged');

    const paid = await cardBooking(room, hotelId, stayDates(20, 1));
    const outcome = await settleTransaction(
      { transactionId: fake.pay(paid.txRef, paid.amount) },
      fake.provider,
      handle.db,
    );
    expect(outcome.outcome).toBe('paid');
    expect((await flaggedIds()).balance).not.toContain(paid.booking.id);
    await modifyBooking(
      { bookingId: paid.booking.id, viewer: as(paid.userId), input: change(room, stayDates(20, 2)) },
      handle.db,
    );

    const flagged = await listFlaggedBookings(handle.db);
    expect(flagged.payment.find((b) => b.id === wrong.booking.id)).toMatchObject({
      attentionReason: 'payment_amount_or_currency_mismatch',
    });
    expect(flagged.balance.find((b) => b.id === paid.booking.id)).toMatchObject({ balanceDue: 40_000, refundOwed: 0 });
    expect(flagged.paidAfterChange.map((b) => b.id)).not.toContain(wrong.booking.id);
  });

  it("keeps each guest change and cancellation with who made it, before and after, on the booking's desk record", async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 30_000 }]);
    const room = roomIds[0]!;
    const { userId, booking } = await cardBooking(room, hotelId, stayDates(15, 1));
    const [account] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));

    await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: change(room, stayDates(15, 2)) },
      handle.db,
    );
    // A quote alone changes nothing and is not kept.
    await modifyBooking(
      { bookingId: booking.id, viewer: as(userId), input: { ...change(room, stayDates(15, 4)), confirm: false } },
      handle.db,
    );
    await cancelBooking({ bookingId: booking.id, viewer: as(userId) }, fakeRefunds().provider, handle.db);

    const history = await listBookingChanges(booking.id, handle.db);
    expect(history).toHaveLength(2);
    const [changed, cancelled] = history;
    expect(changed).toMatchObject({
      kind: 'changed',
      byEmail: account!.email,
      before: expect.objectContaining({ amountToBePaid: 30_000, ...stayDates(15, 1) }),
      after: expect.objectContaining({
        amountToBePaid: 60_000,
        ...stayDates(15, 2),
        guest: 'Ada Obi',
        rooms: [{ name: expect.any(String), count: 1 }],
      }),
    });
    expect(cancelled).toMatchObject({
      kind: 'cancelled',
      byEmail: account!.email,
      before: expect.objectContaining({ status: 'pending_payment' }),
      after: expect.objectContaining({ status: 'cancelled' }),
    });
    expect((await getDeskBooking(booking.id, handle.db))?.changes.map((c) => c.kind)).toEqual(['changed', 'cancelled']);
  });
});
