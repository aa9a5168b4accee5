import { eq } from 'drizzle-orm';
import { bookings, users } from '@/lib/db/schema';
import { readDevOutbox } from '@/lib/services/notify/outbox';
import { guestContact, insertTestHotel, insertTestUser, requestFor, stayDates } from '@/lib/testing/booking-fixtures';
import { failure, MINUTE, visitor } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { hashToken } from '@/lib/services/auth/token';
import { confirmBookingContact, sendBookingContactCode } from './booking-contact';
import { setPaymentMethod } from './booking-payment-method';
import { createBooking } from './bookings';

jest.setTimeout(60_000);

// Above six room-nights, paying at the property needs the booking's e-mail or phone confirmed by a code.
describeEachDatabase('confirmed contact for big stays paid at the property', (handle) => {
  let serial = 0;
  async function bookStay(rooms: number, nights: number, userId: string | null = null, now = new Date()) {
    serial += 1;
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 10 }]);
    const token = `browser-${serial}`;
    const contact = guestContact(`contact-${serial}-${Date.now()}`);
    const created = await createBooking(
      {
        hotelId,
        request: requestFor([{ room: roomIds[0]!, numberOfRooms: rooms }], { ...stayDates(10, nights), ...contact }),
        owner: { userId, browserTokenHash: userId ? null : hashToken(token) },
        locale: 'fr',
        now,
      },
      handle.db,
    );
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, created.id));
    const viewer = userId ? { userId, browserToken: null } : visitor(token);
    return { id: created.id, viewer, email: row!.guestEmail, phone: row!.guestPhone };
  }
  const statusOf = async (id: string) =>
    (await handle.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
  const codeSentTo = async (address: string) => {
    const [latest] = await readDevOutbox(handle.db, address, 1);
    return latest?.template === 'code.confirm_booking' ? (/\b(\d{6})\b/.exec(latest.body)?.[1] ?? null) : null;
  };
  const cash = (b: { id: string; viewer: ReturnType<typeof visitor> }) =>
    setPaymentMethod({ bookingId: b.id, method: 'Cash', viewer: b.viewer }, handle.db);

  it('holds a big stay paid at the property until a code sent to its e-mail or phone is entered', async () => {
    const big = await bookStay(1, 7);
    expect(await failure(cash(big))).toMatchObject({ code: 'contactConfirmationRequired', status: 409 });
    expect(await statusOf(big.id)).toBe('pending_payment');

    await sendBookingContactCode(
      { bookingId: big.id, viewer: big.viewer, channel: 'sms', ip: '10.0.0.1', locale: 'fr' },
      handle.db,
    );
    const code = await codeSentTo(big.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await readDevOutbox(handle.db, big.phone, 1);
    expect(message).toMatchObject({ channel: 'sms', locale: 'fr' });

    // Someone else's browser cannot spend it, and a wrong code confirms nothing.
    const stranger = visitor('someone-else');
    expect(
      await failure(
        confirmBookingContact({ bookingId: big.id, viewer: stranger, channel: 'sms', otp: code! }, handle.db),
      ),
    ).toMatchObject({ code: 'bookingNotFound', status: 404 });
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      await failure(
        confirmBookingContact({ bookingId: big.id, viewer: big.viewer, channel: 'sms', otp: wrong }, handle.db),
      ),
    ).toMatchObject({ code: 'invalidCode', status: 400 });
    // The code was sent to the phone: it does not confirm the e-mail.
    expect(
      await failure(
        confirmBookingContact({ bookingId: big.id, viewer: big.viewer, channel: 'email', otp: code! }, handle.db),
      ),
    ).toMatchObject({ code: 'invalidCode', status: 400 });
    expect(await failure(cash(big))).toMatchObject({ code: 'contactConfirmationRequired' });

    await confirmBookingContact({ bookingId: big.id, viewer: big.viewer, channel: 'sms', otp: code! }, handle.db);
    await expect(cash(big)).resolves.toMatchObject({ status: 'confirmed', paymentMethod: 'Cash' });
    // A code is spent once.
    expect(
      await failure(
        confirmBookingContact({ bookingId: big.id, viewer: big.viewer, channel: 'sms', otp: code! }, handle.db),
      ),
    ).toMatchObject({ status: 409 });
  });

  it('binds a code to its booking: another booking with the same contact is not confirmed by it', async () => {
    const first = await bookStay(2, 4);
    await sendBookingContactCode(
      { bookingId: first.id, viewer: first.viewer, channel: 'email', ip: '10.0.0.2', locale: 'en' },
      handle.db,
    );
    const code = (await codeSentTo(first.email))!;
    const other = await bookStay(1, 7);
    // The other booking's contact differs here; what matters is that a code issued for `first` is checked against it.
    expect(
      await failure(
        confirmBookingContact({ bookingId: other.id, viewer: other.viewer, channel: 'email', otp: code }, handle.db),
      ),
    ).toMatchObject({ code: 'invalidCode', status: 400 });
    await confirmBookingContact({ bookingId: first.id, viewer: first.viewer, channel: 'email', otp: code }, handle.db);
    await expect(cash(first)).resolves.toMatchObject({ status: 'confirmed' });
  });

  it('needs no code for six room-nights or fewer, nor for an account with a verified contact', async () => {
    await expect(cash(await bookStay(2, 3))).resolves.toMatchObject({ status: 'confirmed' });
    await expect(cash(await bookStay(1, 6))).resolves.toMatchObject({ status: 'confirmed' });

    const unverified = await insertTestUser(handle.db);
    expect(await failure(cash(await bookStay(1, 7, unverified)))).toMatchObject({
      code: 'contactConfirmationRequired',
    });
    const verified = await insertTestUser(handle.db);
    await handle.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, verified));
    await expect(cash(await bookStay(1, 7, verified))).resolves.toMatchObject({ status: 'confirmed' });
  });

  it('sends no code once the hold has ended, and the unpaid hold still expires', async () => {
    const now = new Date();
    const big = await bookStay(1, 7, null, now);
    const later = new Date(now.getTime() + 31 * MINUTE);
    expect(
      await failure(
        sendBookingContactCode(
          { bookingId: big.id, viewer: big.viewer, channel: 'email', ip: '10.0.0.3', locale: 'en', now: later },
          handle.db,
        ),
      ),
    ).toMatchObject({ code: 'holdExpired', status: 409 });
    expect(await codeSentTo(big.email)).toBeNull();
    expect(
      await failure(setPaymentMethod({ bookingId: big.id, method: 'Cash', viewer: big.viewer, now: later }, handle.db)),
    ).toMatchObject({ code: 'holdExpired', status: 409 });
    expect(await statusOf(big.id)).toBe('expired');
  });
});
