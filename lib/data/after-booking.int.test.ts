import { eq } from 'drizzle-orm';
import { addDays, lagosInstant, todayInLagos } from '@/lib/dates';
import { bookingRooms, bookings, properties, reviews, users } from '@/lib/db/schema';
import { insertTestHotel, insertTestUser, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { listMyBookings } from './my-bookings';
import { submitReview } from './reviews';

jest.setTimeout(60_000);

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
  const { confirmedBooking } = bookingSteps(handle);

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
});
