import { and, eq, sql } from 'drizzle-orm';
import { lagosInstant } from '@/lib/dates';
import { bookings, notificationOutbox, payments, sessions, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/services/auth/password';
import { createSession } from '@/lib/services/auth/session';
import { insertTestHotel, insertTestUser, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { changePassword } from './account';
import { cancelBooking } from './booking-cancellation';
import { modifyBooking } from './booking-changes';
import { resetPassword } from './users';

jest.setTimeout(60_000);

describeEachDatabase('notices after a change', (handle) => {
  const as = (userId: string) => ({ userId, browserToken: null });
  const { confirmedBooking } = bookingSteps(handle);
  beforeEach(() => {
    // Delivery after the change goes to the console transport; keep it out of the test output.
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => jest.restoreAllMocks());

  const messagesOf = (template: string, bookingId: string) =>
    handle.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.template, template), sql`${notificationOutbox.payload}->>'bookingId' = ${bookingId}`),
      );
  const change = (
    roomId: string,
    dates: { checkInDate: string; checkOutDate: string },
    phoneNumber = '+2348031234567',
  ): ModifyBookingInput => ({
    ...dates,
    rooms: [{ room: roomId, numberOfRooms: 1 }],
    guests: { adults: 2, children: 0 },
    guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada.change@example.com', phoneNumber },
    confirm: true,
  });

  it('queues the change’s e-mail and SMS in the booking’s language, and none for a change that fails', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 1, standardPrice: 40_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, room, stayDates(10, 2));
    await handle.db.update(bookings).set({ locale: 'fr' }).where(eq(bookings.id, booking.id));

    await modifyBooking({ bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(20, 3)) }, handle.db);
    const sent = await messagesOf('booking.changed', booking.id);
    expect(sent.map((m) => [m.channel, m.recipient, m.locale]).sort()).toEqual([
      ['email', 'ada.change@example.com', 'fr'],
      ['sms', '+2348031234567', 'fr'],
    ]);
    const email = sent.find((m) => m.channel === 'email')!;
    expect(email.subject).toBe(`Réservation modifiée : Test Harbour Hotel (${booking.reference})`);
    expect(email.body).toContain(`Référence de réservation : ${booking.reference}`);
    expect(email.body).toContain('Nouveau total : ₦120,000');
    expect(email.body).toContain('Total précédent : ₦80,000');
    expect(email.body).toContain('Différence de prix : ₦40,000 de plus qu’avant');
    expect((email.payload as { html: string }).html).toContain('lang="fr"');
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain(booking.reference);

    // The only room of day 30 goes to another guest: the change fails, and no notice goes out.
    await confirmedBooking(await insertTestUser(handle.db), hotelId, room, stayDates(30, 1));
    expect(
      await failure(
        modifyBooking({ bookingId: booking.id, viewer: as(ada), input: change(room, stayDates(29, 2)) }, handle.db),
      ),
    ).toMatchObject({ code: 'roomsUnavailable' });
    expect(await messagesOf('booking.changed', booking.id)).toHaveLength(2);
  });

  it('queues the cancellation’s charge or refund, by e-mail and SMS', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 30_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const late = await confirmedBooking(ada, hotelId, room, stayDates(8, 2));
    const lateNow = new Date(lagosInstant(stayDates(8).checkInDate, '13:00').getTime() + 1000);
    await cancelBooking({ bookingId: late.id, viewer: as(ada), now: lateNow }, fakeRefunds().provider, handle.db);
    const charged = await messagesOf('booking.cancelled', late.id);
    expect(charged.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const chargeMail = charged.find((m) => m.channel === 'email')!;
    expect(chargeMail).toMatchObject({
      recipient: 'ada.obi@example.com',
      locale: 'en',
      subject: `Booking cancelled: Test Harbour Hotel (${late.reference})`,
    });
    expect(chargeMail.body).toContain('Cancellation charge: ₦60,000');
    expect(charged.find((m) => m.channel === 'sms')).toMatchObject({
      recipient: '+2348031234567',
      body: expect.stringContaining('Cancellation charge: ₦60,000.'),
    });

    const paid = await confirmedBooking(ada, hotelId, room, stayDates(12, 1));
    await handle.db.insert(payments).values({
      bookingId: paid.id,
      provider: 'sandbox',
      txRef: `tx-${paid.id}`,
      providerTransactionId: '7000456',
      amount: 30_000,
      status: 'successful',
    });
    await cancelBooking({ bookingId: paid.id, viewer: as(ada) }, fakeRefunds().provider, handle.db);
    const refunded = await messagesOf('booking.cancelled', paid.id);
    const refundMail = refunded.find((m) => m.channel === 'email')!;
    expect(refundMail.body).toContain('Cancellation charge: None: cancelled free of charge');
    expect(refundMail.body).toContain('Refund to your card: ₦30,000');
    expect(refunded.find((m) => m.channel === 'sms')!.body).toContain('Refund of ₦30,000 to your card.');

    // A second cancellation is refused and sends nothing more.
    await failure(cancelBooking({ bookingId: paid.id, viewer: as(ada) }, fakeRefunds().provider, handle.db));
    expect(await messagesOf('booking.cancelled', paid.id)).toHaveLength(2);
  });

  const passwordMails = (email: string) =>
    handle.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.recipient, email), sql`${notificationOutbox.template} like 'account.password%'`),
      );

  it('queues a security notice after a password change, in the account’s language, without the password', async () => {
    const id = await insertTestUser(handle.db);
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('old-secret-1'), preferences: { language: 'ar' } })
      .where(eq(users.id, id));
    const [user] = await handle.db.select().from(users).where(eq(users.id, id));

    await expect(
      changePassword(
        { userId: id, currentPassword: 'wrong-one', newPassword: 'new-secret-2', keepSessionHash: null, locale: 'en' },
        handle.db,
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(await passwordMails(user!.email)).toEqual([]);

    await changePassword(
      { userId: id, currentPassword: 'old-secret-1', newPassword: 'new-secret-2', keepSessionHash: null, locale: 'en' },
      handle.db,
    );
    const [mail, ...more] = await passwordMails(user!.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'email',
      template: 'account.password_changed',
      locale: 'ar',
      subject: 'تم تغيير كلمة مرور StayNaija الخاصة بك',
    });
    expect(mail!.body).toContain(user!.email);
    expect(mail!.body).not.toContain('new-secret-2');
    expect(JSON.stringify(mail!.payload)).not.toContain('new-secret-2');
  });

  it('queues a security notice after a reset, in the request’s language when the account has none', async () => {
    const id = await insertTestUser(handle.db);
    const [user] = await handle.db.select().from(users).where(eq(users.id, id));
    await createSession(handle.db, id);
    await resetPassword({ userId: id, passwordHash: await hashPassword('brand-new-3'), locale: 'fr' }, handle.db);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const [mail, ...more] = await passwordMails(user!.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'account.password_reset',
      locale: 'fr',
      subject: 'Votre mot de passe StayNaija a été réinitialisé',
    });
    expect(mail!.body).toContain('Tous les appareils ont été déconnectés.');
    expect(mail!.body).toContain('Si ce n’était pas vous');
  });
});
