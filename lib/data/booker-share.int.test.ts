import { eq } from 'drizzle-orm';
import { bookings, users } from '@/lib/db/schema';
import { hashToken } from '@/lib/services/auth/token';
import {
  bookingTableCounts,
  guestContact,
  insertTestHotel,
  insertTestUser,
  requestFor,
  reservedNights,
  stayDates,
} from '@/lib/testing/booking-fixtures';
import { failure, MINUTE, ownerOf } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { setPaymentMethod } from './booking-payment-method';
import { modifyBooking } from './booking-changes';
import { createBooking, type NewBookingOwner } from './bookings';

jest.setTimeout(60_000);

// Ten rooms of a type: one booker may hold five of them on any night.
describeEachDatabase('fair holds', (handle) => {
  const hotel = () => insertTestHotel(handle.db, [{ totalRooms: 10 }, { totalRooms: 10 }]);
  const book = (
    hotelId: string,
    room: string,
    rooms: number,
    who: { owner: NewBookingOwner; contact: string },
    dates = stayDates(10, 2),
    now?: Date,
  ) =>
    createBooking(
      {
        hotelId,
        request: requestFor([{ room, numberOfRooms: rooms }], { ...dates, ...guestContact(who.contact) }),
        owner: who.owner,
        locale: 'en',
        now,
      },
      handle.db,
    );
  const refused = { code: 'roomShareExceeded', status: 409 };

  it('holds one booker to half of a room type per night, across cookies, e-mail and phone, while another books', async () => {
    const { hotelId, roomIds } = await hotel();
    const [king, suite] = roomIds as [string, string];
    const mallory = { owner: ownerOf('mallory-1'), contact: 'mallory' };
    await book(hotelId, king, 3, mallory);
    // Two more on an overlapping stay: the second night now holds five.
    await book(hotelId, king, 2, mallory, stayDates(11, 2));
    const before = await bookingTableCounts(handle.db);
    const nights = await reservedNights(handle.db, king);
    expect(await failure(book(hotelId, king, 1, mallory, stayDates(11, 1)))).toMatchObject(refused);
    // A new browser with the same e-mail and phone is the same booker.
    expect(
      await failure(book(hotelId, king, 1, { ...mallory, owner: ownerOf('mallory-2') }, stayDates(11, 1))),
    ).toMatchObject(refused);
    // So is the same browser with other contact details.
    expect(
      await failure(book(hotelId, king, 1, { ...mallory, contact: 'someone-else' }, stayDates(11, 1))),
    ).toMatchObject(refused);
    expect(await bookingTableCounts(handle.db)).toEqual(before);
    expect(await reservedNights(handle.db, king)).toEqual(nights);

    // The first night still has room in her share, and the other type is a share of its own.
    await expect(book(hotelId, king, 2, mallory, stayDates(10, 1))).resolves.toMatchObject({
      status: 'pending_payment',
    });
    await expect(book(hotelId, suite, 5, mallory)).resolves.toMatchObject({ status: 'pending_payment' });

    // Another guest books the rooms that are left as usual.
    const ngozi = { owner: ownerOf('ngozi'), contact: 'ngozi' };
    await expect(book(hotelId, king, 5, ngozi, stayDates(11, 1))).resolves.toMatchObject({ status: 'pending_payment' });
  });

  it('counts an account’s bookings from every browser, and forgets a hold that ended', async () => {
    const { hotelId, roomIds } = await hotel();
    const king = roomIds[0]!;
    const userId = await insertTestUser(handle.db);
    const member = { owner: { userId, browserTokenHash: null }, contact: `member-${userId}` };
    const now = new Date();
    const first = await book(hotelId, king, 5, member, stayDates(10, 2), now);
    expect(
      await failure(book(hotelId, king, 1, { ...member, contact: 'other-contact' }, stayDates(10, 2), now)),
    ).toMatchObject(refused);
    // The unpaid hold ends after 30 minutes: it no longer counts.
    const later = new Date(now.getTime() + 31 * MINUTE);
    const second = await book(hotelId, king, 5, member, stayDates(10, 2), later);
    expect((await handle.db.select().from(bookings).where(eq(bookings.id, first.id)))[0]!.status).toBe('expired');
    // A confirmed booking counts as long as it stands (ten room-nights at the property: the account's e-mail is verified).
    await handle.db.update(users).set({ emailVerifiedAt: later }).where(eq(users.id, userId));
    await setPaymentMethod(
      { bookingId: second.id, method: 'Cash', viewer: { userId, browserToken: null }, now: later },
      handle.db,
    );
    expect(await failure(book(hotelId, king, 1, member, stayDates(11, 1), later))).toMatchObject(refused);
  });

  it('refuses a change that would pass the share, and lets a booking move within it', async () => {
    const { hotelId, roomIds } = await hotel();
    const king = roomIds[0]!;
    const userId = await insertTestUser(handle.db);
    const member = { owner: { userId, browserTokenHash: null }, contact: `member-${userId}` };
    const booking = await book(hotelId, king, 3, member);
    await setPaymentMethod(
      { bookingId: booking.id, method: 'Cash', viewer: { userId, browserToken: null } },
      handle.db,
    );
    await book(hotelId, king, 2, member, stayDates(12, 2));
    const change = (rooms: number, dates = stayDates(10, 2)) => ({
      ...dates,
      rooms: [{ room: king, numberOfRooms: rooms }],
      guests: { adults: 2, children: 0 },
      guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' },
      confirm: true,
    });
    const viewer = { userId, browserToken: null };
    // The booking itself is not counted against its own change: 3 → 5 on its nights is within the share.
    await expect(modifyBooking({ bookingId: booking.id, viewer, input: change(5) }, handle.db)).resolves.toMatchObject({
      applied: true,
    });
    // Moved onto nights where two more are held, five would make seven.
    expect(
      await failure(modifyBooking({ bookingId: booking.id, viewer, input: change(5, stayDates(11, 2)) }, handle.db)),
    ).toMatchObject(refused);
    const [kept] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ checkInDate: stayDates(10, 2).checkInDate, numberOfRooms: 5 });
  });

  it('lets the same booker’s requests at once take no more than the share together', async () => {
    const { hotelId, roomIds } = await hotel();
    const king = roomIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(hotelId, king, 1, {
          owner: { userId: null, browserTokenHash: hashToken(`tab-${i}`) },
          contact: 'racer',
        }).then(
          () => 'booked',
          (err: { code?: string }) => err.code,
        ),
      ),
    );
    expect(results.filter((r) => r === 'booked')).toHaveLength(5);
    expect(results.filter((r) => r === 'roomShareExceeded')).toHaveLength(5);
    const { checkInDate } = stayDates(10, 2);
    expect((await reservedNights(handle.db, king))[checkInDate]).toBe(5);
  });
});
