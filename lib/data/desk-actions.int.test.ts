import { and, eq, sql } from 'drizzle-orm';
import { PROPERTY_PAYMENT_PROVIDER } from '@/lib/booking/property-payment';
import { lagosInstant } from '@/lib/dates';
import { bookings, deskAudit, notificationOutbox, payments, refunds, users } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, reservedNights, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { setPaymentMethod } from './booking-payment-method';
import type { DeskStaff } from './desk';
import { cancelAtDesk, markPaidAtProperty, recordNoShow, resendConfirmation } from './desk-actions';
import { listMyBookings } from './my-bookings';

jest.setTimeout(60_000);

describeEachDatabase('desk actions on bookings', (handle) => {
  const { book, confirmedBooking, inventoryMatchesBookings } = bookingSteps(handle);
  let staff: DeskStaff;

  beforeAll(async () => {
    const [row] = await handle.db
      .insert(users)
      .values({ fullName: 'Bola Desk', email: `bola.${Date.now()}@example.com`, role: 'staff' })
      .returning({ id: users.id, fullName: users.fullName, email: users.email });
    staff = row!;
  });

  const auditOf = (bookingId: string) =>
    handle.db.select().from(deskAudit).where(eq(deskAudit.bookingId, bookingId)).orderBy(deskAudit.createdAt);
  const messagesOf = (bookingId: string, template: string) =>
    handle.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.template, template),
          sql`${notificationOutbox.payload} ->> 'bookingId' = ${bookingId}`,
        ),
      )
      .orderBy(notificationOutbox.createdAt);
  const statusOf = async (bookingId: string) =>
    (await handle.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

  it("marks a pay-at-property booking paid: a 'property' payment of what was due, My Bookings paid, the guest told, the record kept", async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 30_000 }]);
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(5, 2));

    await expect(
      markPaidAtProperty({ bookingId: booking.id, staff, reason: 'Paid cash at reception' }, handle.db),
    ).resolves.toEqual({ amount: 60_000 });

    const paid = await handle.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(paid).toEqual([
      expect.objectContaining({ provider: PROPERTY_PAYMENT_PROVIDER, amount: 60_000, status: 'successful' }),
    ]);
    const [mine] = await listMyBookings(ada, handle.db);
    expect(mine).toMatchObject({ _id: booking.id, paymentStatus: 'paid', status: 'confirmed' });

    const notices = await messagesOf(booking.id, 'booking.paid');
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    const email = notices.find((n) => n.channel === 'email')!;
    expect(email.subject).toBe(`Payment received: Test Harbour Hotel (${booking.reference})`);
    expect(email.body).toContain('₦60,000');

    const [audit] = await auditOf(booking.id);
    expect(audit).toMatchObject({
      staffUserId: staff.id,
      staffName: 'Bola Desk',
      action: 'markPaid',
      reason: 'Paid cash at reception',
      before: expect.objectContaining({ amountPaid: 0, status: 'confirmed' }),
      after: expect.objectContaining({ amountPaid: 60_000 }),
    });

    expect(
      await failure(markPaidAtProperty({ bookingId: booking.id, staff, reason: 'Again' }, handle.db)),
    ).toMatchObject({ code: 'deskAlreadyPaid', status: 409 });
    expect(await auditOf(booking.id)).toHaveLength(1);
  });

  it('refuses to mark a card booking paid, and an unknown booking is a 404', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const ada = await insertTestUser(handle.db);
    const created = await book(hotelId, [{ room: roomIds[0]! }], { userId: ada, browserTokenHash: null });
    await setPaymentMethod(
      { bookingId: created.id, method: 'Card', viewer: { userId: ada, browserToken: null } },
      handle.db,
    );
    expect(
      await failure(markPaidAtProperty({ bookingId: created.id, staff, reason: 'Cash' }, handle.db)),
    ).toMatchObject({ code: 'deskNotPayAtProperty', status: 409 });
    expect(
      await failure(
        markPaidAtProperty({ bookingId: '00000000-0000-4000-8000-000000000000', staff, reason: 'Cash' }, handle.db),
      ),
    ).toMatchObject({ code: 'bookingNotFound', status: 404 });
    expect(await handle.db.select().from(payments).where(eq(payments.bookingId, created.id))).toEqual([]);
  });

  it('records a no-show from the check-in day only: free before 13:00 for a refundable stay, the full price after, rooms released', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 40_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const dates = stayDates(0, 2);
    const early = await confirmedBooking(ada, hotelId, room, dates);
    const late = await confirmedBooking(ada, hotelId, room, stayDates(1, 3));

    const dayBefore = new Date(lagosInstant(stayDates(1).checkInDate, '00:00').getTime() - 60_000);
    expect(
      await failure(recordNoShow({ bookingId: late.id, staff, reason: 'Not here', now: dayBefore }, handle.db)),
    ).toMatchObject({ code: 'deskNoShowTooEarly', status: 409 });

    const morning = lagosInstant(dates.checkInDate, '09:00');
    await expect(
      recordNoShow({ bookingId: early.id, staff, reason: 'Guest called, not coming', now: morning }, handle.db),
    ).resolves.toEqual({ fee: 0 });

    const afternoon = new Date(lagosInstant(stayDates(1).checkInDate, '13:00').getTime() + 1000);
    expect(
      await failure(
        recordNoShow({ bookingId: late.id, staff, reason: 'No arrival', expectedFee: 0, now: afternoon }, handle.db),
      ),
    ).toMatchObject({ code: 'cancellationFeeChanged', status: 409 });
    await expect(
      recordNoShow(
        { bookingId: late.id, staff, reason: 'No arrival', expectedFee: 120_000, now: afternoon },
        handle.db,
      ),
    ).resolves.toEqual({ fee: 120_000 });

    expect([await statusOf(early.id), await statusOf(late.id)].map((b) => [b.status, b.cancellationFee])).toEqual([
      ['no_show', 0],
      ['no_show', 120_000],
    ]);
    expect(await reservedNights(handle.db, room)).toEqual({});
    await inventoryMatchesBookings(room);

    const mine = await listMyBookings(ada, handle.db);
    expect(mine.find((b) => b._id === late.id)).toMatchObject({ status: 'no_show', cancellationFee: 120_000 });
    const [notice] = (await messagesOf(late.id, 'booking.noShow')).filter((n) => n.channel === 'email');
    expect(notice?.body).toContain('₦120,000');
    expect(await auditOf(late.id)).toEqual([
      expect.objectContaining({
        action: 'noShow',
        reason: 'No arrival',
        before: expect.objectContaining({ status: 'confirmed' }),
        after: expect.objectContaining({ status: 'no_show', cancellationFee: 120_000 }),
      }),
    ]);
    expect(
      await failure(recordNoShow({ bookingId: late.id, staff, reason: 'Twice', now: afternoon }, handle.db)),
    ).toMatchObject({ code: 'bookingClosed', status: 409 });
  });

  it('cancels by the rule, or waives the charge and refunds the card payment in full', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 25_000 }]);
    const ada = await insertTestUser(handle.db);
    const dates = stayDates(3, 2);
    const byRule = await confirmedBooking(ada, hotelId, roomIds[0]!, dates);
    const waived = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(6, 2));
    await handle.db.insert(payments).values({
      bookingId: waived.id,
      provider: 'sandbox',
      txRef: `tx-${waived.id}`,
      providerTransactionId: '8100200',
      amount: 50_000,
      status: 'successful',
    });
    const refundsVia = fakeRefunds();

    const late = new Date(lagosInstant(stayDates(6).checkInDate, '13:00').getTime() + 1000);
    const byRuleLate = new Date(lagosInstant(dates.checkInDate, '13:00').getTime() + 1000);
    await expect(
      cancelAtDesk(
        { bookingId: byRule.id, staff, reason: 'Guest asked by phone', waive: false, now: byRuleLate },
        refundsVia.provider,
        handle.db,
      ),
    ).resolves.toMatchObject({ cancelled: true, fee: 50_000, refundStatus: null });
    await expect(
      cancelAtDesk(
        { bookingId: waived.id, staff, reason: 'Flight cancelled', waive: true, expectedFee: 50_000, now: late },
        refundsVia.provider,
        handle.db,
      ),
    ).resolves.toMatchObject({ fee: 0, refundAmount: 50_000, refundStatus: 'requested' });

    expect(refundsVia.calls).toEqual([{ transactionId: '8100200', amount: 50_000 }]);
    expect(await handle.db.select().from(refunds).where(eq(refunds.bookingId, waived.id))).toEqual([
      expect.objectContaining({ amount: 50_000, status: 'requested' }),
    ]);
    expect([await statusOf(byRule.id), await statusOf(waived.id)].map((b) => [b.status, b.cancellationFee])).toEqual([
      ['cancelled', 50_000],
      ['cancelled', 0],
    ]);
    expect((await auditOf(byRule.id)).map((a) => [a.action, a.reason])).toEqual([['cancel', 'Guest asked by phone']]);
    expect(await auditOf(waived.id)).toEqual([
      expect.objectContaining({
        action: 'waiveCharge',
        reason: 'Flight cancelled',
        after: expect.objectContaining({ status: 'cancelled', cancellationFee: 0, refundAmount: 50_000 }),
      }),
    ]);
    const [notice] = (await messagesOf(waived.id, 'booking.cancelled')).filter((n) => n.channel === 'email');
    expect(notice?.body).toContain('None: cancelled free of charge');
    expect(
      await failure(
        cancelAtDesk({ bookingId: byRule.id, staff, reason: 'Again', waive: true }, refundsVia.provider, handle.db),
      ),
    ).toMatchObject({ code: 'bookingClosed', status: 409 });
  });

  it('does not refund money taken at the property to a card when a cancellation is waived', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 20_000 }]);
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, roomIds[0]!, stayDates(4, 1));
    await markPaidAtProperty({ bookingId: booking.id, staff, reason: 'Paid in advance at the desk' }, handle.db);
    const refundsVia = fakeRefunds();
    await expect(
      cancelAtDesk(
        { bookingId: booking.id, staff, reason: 'Plans changed', waive: true },
        refundsVia.provider,
        handle.db,
      ),
    ).resolves.toMatchObject({ fee: 0, refundAmount: 0, refundStatus: null });
    expect(refundsVia.calls).toEqual([]);
  });

  it('resends the confirmation in the booking language, once more in the outbox, with its record', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const ada = await insertTestUser(handle.db);
    const created = await book(hotelId, [{ room: roomIds[0]! }], { userId: ada, browserTokenHash: null });
    await setPaymentMethod(
      { bookingId: created.id, method: 'Cash', viewer: { userId: ada, browserToken: null } },
      handle.db,
    );
    const before = (await messagesOf(created.id, 'booking.confirmed')).filter((m) => m.channel === 'email');
    expect(before).toHaveLength(1);
    await resendConfirmation({ bookingId: created.id, staff }, handle.db);
    const after = (await messagesOf(created.id, 'booking.confirmed')).filter((m) => m.channel === 'email');
    expect(after).toHaveLength(2);
    expect(after.every((m) => m.locale === 'fr' && m.subject === before[0]!.subject)).toBe(true);
    expect((await auditOf(created.id)).map((a) => [a.action, a.reason])).toEqual([['resendConfirmation', null]]);
  });
});
