import { eq } from 'drizzle-orm';
import { REFERENCE_PATTERN } from '@/lib/booking/reference';
import { bookingGuests, bookingRooms, bookings } from '@/lib/db/schema';
import {
  bookingTableCounts,
  insertTestHotel,
  insertTestUser,
  requestFor,
  reservedNights,
  stayDates,
} from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, MINUTE, ownerOf, visitor } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { hashToken } from '@/lib/services/auth/token';
import { setPaymentMethod } from './booking-payment-method';
import { getBookingForViewer } from './booking-view';
import { createBooking, type NewBookingOwner } from './bookings';

describeEachDatabase('bookings', (handle) => {
  const { book } = bookingSteps(handle);

  it('reserves every night of every room, stores the server’s prices and ignores the client’s figures', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [
      { totalRooms: 4, standardPrice: 80_000, promoPrice: 60_000 },
      { totalRooms: 2, standardPrice: 120_000, promoPrice: 100_000, nonRefundable: true },
    ]);
    const [deluxe, suite] = roomIds as [string, string];
    const now = new Date();
    const created = await book(
      hotelId,
      [
        { room: deluxe, numberOfRooms: 2 },
        { room: suite, numberOfRooms: 1 },
      ],
      ownerOf('browser-a'),
      { now },
    );
    expect(created.reference).toMatch(REFERENCE_PATTERN);
    const { checkInDate } = stayDates();
    const nights = [checkInDate, stayDates(11).checkInDate];
    expect(await reservedNights(handle.db, deluxe)).toEqual({ [nights[0]!]: 2, [nights[1]!]: 2 });
    expect(await reservedNights(handle.db, suite)).toEqual({ [nights[0]!]: 1, [nights[1]!]: 1 });

    const [stored] = await handle.db.select().from(bookings).where(eq(bookings.id, created.id));
    // The payload said 1 naira everywhere; the server's rates say otherwise.
    expect(stored).toMatchObject({
      status: 'pending_payment',
      paymentMethod: null,
      totalPrice: (80_000 * 2 + 120_000) * 2,
      discountedPrice: (60_000 * 2 + 100_000) * 2,
      amountToBePaid: (60_000 * 2 + 100_000) * 2,
      guestFirstName: 'Ada',
      guestLastName: 'Chioma Obi',
      guestEmail: 'ada.obi@example.com',
      guestPhone: '+2348031234567',
      country: 'NG',
      locale: 'fr',
      userId: null,
      browserTokenHash: hashToken('browser-a'),
    });
    expect(stored!.holdExpiresAt!.getTime()).toBe(now.getTime() + 30 * MINUTE);
    const lines = await handle.db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, created.id));
    expect(
      lines.map(({ roomCategoryId, pricePerNight, discountedPricePerNight, discountReason, nonRefundable }) => ({
        roomCategoryId,
        pricePerNight,
        discountedPricePerNight,
        discountReason,
        nonRefundable,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          roomCategoryId: deluxe,
          pricePerNight: 80_000,
          discountedPricePerNight: 60_000,
          discountReason: 'other',
          nonRefundable: false,
        },
        {
          roomCategoryId: suite,
          pricePerNight: 120_000,
          discountedPricePerNight: 100_000,
          discountReason: 'nonRefundable',
          nonRefundable: true,
        },
      ]),
    );
    const guests = await handle.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, created.id));
    expect(guests).toEqual([expect.objectContaining({ fullName: 'Tunde Obi', phoneNumber: '+2348031112222' })]);
  });

  it('gives members their loyalty price and visitors the Basic one', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ standardPrice: 100_000, promoPrice: 92_000 }]);
    const gold = await insertTestUser(handle.db, 'Gold');
    const silver = await insertTestUser(handle.db, 'Silver');
    const room = [{ room: roomIds[0]! }];
    const priced = async (owner: NewBookingOwner) => {
      const { id } = await book(hotelId, room, owner);
      const [line] = await handle.db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id));
      return { perNight: line!.discountedPricePerNight, reason: line!.discountReason };
    };
    expect(await priced({ userId: gold, browserTokenHash: null })).toEqual({
      perNight: 90_000,
      reason: 'loyalty-gold',
    });
    // 5 % off is 95,000: the promo of 92,000 is better.
    expect(await priced({ userId: silver, browserTokenHash: null })).toEqual({ perNight: 92_000, reason: 'other' });
    expect(await priced(ownerOf('browser-b'))).toEqual({ perNight: 92_000, reason: 'other' });
  });

  it('answers 409 and stores nothing when any night of any room is gone', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3 }, { totalRooms: 1 }]);
    const [big, small] = roomIds as [string, string];
    await book(hotelId, [{ room: small }], ownerOf('browser-a'), { dates: stayDates(11, 1) });
    const before = await bookingTableCounts(handle.db);
    const nightsBefore = { big: await reservedNights(handle.db, big), small: await reservedNights(handle.db, small) };
    // The big room has space on both nights, the small one is full on the second: the first's nights roll back too.
    expect(await failure(book(hotelId, [{ room: big, numberOfRooms: 3 }, { room: small }]))).toMatchObject({
      code: 'roomsUnavailable',
      status: 409,
    });
    expect(await failure(book(hotelId, [{ room: big, numberOfRooms: 4 }]))).toMatchObject({ status: 409 });
    expect(await bookingTableCounts(handle.db)).toEqual(before);
    expect({ big: await reservedNights(handle.db, big), small: await reservedNights(handle.db, small) }).toEqual(
      nightsBefore,
    );
  });

  it('refuses a party the rooms cannot house with a 400 on the guests, storing and reserving nothing', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ name: 'King', totalRooms: 6, maxAdults: 2, maxChildren: 0 }]);
    const king = roomIds[0]!;
    const tunde = { fullName: 'Tunde Obi', email: 'tunde@example.com', phoneNumber: '+2348031112222' };
    const party = (guests: { adults: number; children: number }, extraGuests = 0, numberOfRooms = 1) =>
      createBooking(
        {
          hotelId,
          request: requestFor([{ room: king, numberOfRooms }], {
            guests,
            guestDetails: Array.from({ length: extraGuests }, () => tunde),
          }),
          owner: ownerOf('browser-a'),
          locale: 'en',
        },
        handle.db,
      );
    const before = await bookingTableCounts(handle.db);

    expect(await failure(party({ adults: 30, children: 10 }))).toEqual({
      code: 'invalidRequest',
      status: 400,
      fieldErrors: {
        guests: [{ key: 'partyTooLarge', values: { sleepsAdults: 2, sleepsChildren: 0, adults: 30, children: 10 } }],
      },
    });
    // One King room sleeps 2: not 3 adults and a child, nor 2 adults with an extra guest named on the form.
    expect(await failure(party({ adults: 3, children: 1 }))).toMatchObject({ status: 400 });
    expect(await failure(party({ adults: 2, children: 0 }, 1))).toMatchObject({
      status: 400,
      fieldErrors: { guestDetails: [expect.objectContaining({ key: 'extraGuestsDoNotFit' })] },
    });
    // Two sleep 4: 3 adults and a child, but not with an extra guest too.
    expect(await failure(party({ adults: 3, children: 1 }, 1, 2))).toEqual({
      code: 'invalidRequest',
      status: 400,
      fieldErrors: {
        guestDetails: [
          { key: 'extraGuestsDoNotFit', values: { sleepsAdults: 4, sleepsChildren: 0, adults: 4, children: 1 } },
        ],
      },
    });
    expect(await bookingTableCounts(handle.db)).toEqual(before);
    expect(await reservedNights(handle.db, king)).toEqual({});

    const created = await party({ adults: 3, children: 1 }, 0, 2);
    const [stored] = await handle.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(stored).toMatchObject({ adults: 3, children: 1, numberOfRooms: 2 });
    const { checkInDate } = stayDates();
    expect(await reservedNights(handle.db, king)).toEqual({ [checkInDate]: 2, [stayDates(11).checkInDate]: 2 });
    // A child takes an adult's place in a room without children's places.
    await expect(party({ adults: 1, children: 1 })).resolves.toMatchObject({ status: 'pending_payment' });
  });

  it('refuses rooms of another hotel with a field error and unknown hotels with 404', async () => {
    const mine = await insertTestHotel(handle.db);
    const other = await insertTestHotel(handle.db);
    expect(await failure(book(mine.hotelId, [{ room: other.roomIds[0]! }]))).toEqual({
      code: 'invalidRequest',
      status: 400,
      fieldErrors: { 'rooms.0.room': [{ key: 'roomUnknown' }] },
    });
    expect(await failure(book('no-such-hotel', [{ room: mine.roomIds[0]! }]))).toMatchObject({
      code: 'hotelNotFound',
      status: 404,
    });
    // A hotel's slug names it as well as its id.
    await expect(book(mine.slug, [{ room: mine.roomIds[0]! }])).resolves.toMatchObject({ propertyId: mine.hotelId });
  });

  it('shows a visitor’s booking only to the browser that made it, and an account’s only to the account', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const mine = await book(hotelId, [{ room: roomIds[0]! }], ownerOf('browser-a'));
    const read = (viewer: Parameters<typeof getBookingForViewer>[1]) => getBookingForViewer(mine.id, viewer, handle.db);
    await expect(read(visitor('browser-a'))).resolves.toMatchObject({ id: mine.id, reference: mine.reference });
    await expect(read(visitor('browser-b'))).resolves.toBeNull();
    await expect(read({ userId: null, browserToken: null })).resolves.toBeNull();
    await expect(read({ userId: await insertTestUser(handle.db), browserToken: null })).resolves.toBeNull();
    await expect(getBookingForViewer('not-a-uuid', visitor('browser-a'), handle.db)).resolves.toBeNull();

    const ada = await insertTestUser(handle.db);
    const hers = await book(hotelId, [{ room: roomIds[0]! }], {
      userId: ada,
      browserTokenHash: hashToken('browser-a'),
    });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, hers.id));
    expect(row).toMatchObject({ userId: ada, browserTokenHash: null });
    await expect(getBookingForViewer(hers.id, { userId: ada, browserToken: null }, handle.db)).resolves.not.toBeNull();
    await expect(getBookingForViewer(hers.id, visitor('browser-a'), handle.db)).resolves.toBeNull();
    const someoneElse = { userId: await insertTestUser(handle.db), browserToken: null };
    expect(
      await failure(setPaymentMethod({ bookingId: hers.id, method: 'Cash', viewer: someoneElse }, handle.db)),
    ).toMatchObject({
      code: 'bookingNotFound',
      status: 404,
    });
  });
});
