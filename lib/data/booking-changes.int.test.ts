import { eq } from 'drizzle-orm';
import { lagosInstant } from '@/lib/dates';
import { bookings } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, reservedNights, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, fakeRefunds } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { cancelBooking } from './booking-cancellation';
import { modifyBooking } from './booking-changes';

jest.setTimeout(60_000);

describeEachDatabase('booking changes', (handle) => {
  const as = (userId: string) => ({ userId, browserToken: null });
  const { confirmedBooking, inventoryMatchesBookings } = bookingSteps(handle);
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

  it('refuses a new party or new rooms that cannot house it (400), and still moves the dates of an older booking', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 6, maxAdults: 2, maxChildren: 1 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    // Two rooms sleep 4 adults and 2 children.
    const booking = await confirmedBooking(ada, hotelId, room, stayDates(10, 2), 2);
    const nights = await reservedNights(handle.db, room);
    const partyOf = (adults: number, children: number, rooms: number) => ({
      ...change(room, stayDates(10, 2), true, rooms),
      guests: { adults, children },
    });
    const tooMany = await failure(
      modifyBooking({ bookingId: booking.id, viewer: as(ada), input: partyOf(5, 0, 2) }, handle.db),
    );
    expect(tooMany).toEqual({
      code: 'invalidRequest',
      status: 400,
      fieldErrors: {
        guests: [{ key: 'partyTooLarge', values: { sleepsAdults: 4, sleepsChildren: 2, adults: 5, children: 0 } }],
      },
    });
    // Fewer rooms for the same party: one room sleeps 2 adults and a child.
    expect(
      await failure(modifyBooking({ bookingId: booking.id, viewer: as(ada), input: partyOf(2, 2, 1) }, handle.db)),
    ).toMatchObject({ status: 400, fieldErrors: { guests: [expect.objectContaining({ key: 'partyTooLarge' })] } });
    expect(await reservedNights(handle.db, room)).toEqual(nights);
    const [kept] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ adults: 2, children: 1, numberOfRooms: 2 });

    await expect(
      modifyBooking({ bookingId: booking.id, viewer: as(ada), input: partyOf(3, 3, 3) }, handle.db),
    ).resolves.toMatchObject({ applied: true });

    // A booking made before rooms' limits were checked keeps its party and rooms when only its dates move.
    await handle.db.update(bookings).set({ adults: 12 }).where(eq(bookings.id, booking.id));
    await expect(
      modifyBooking(
        { bookingId: booking.id, viewer: as(ada), input: { ...partyOf(12, 3, 3), ...stayDates(15, 2) } },
        handle.db,
      ),
    ).resolves.toMatchObject({ applied: true });
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
});
