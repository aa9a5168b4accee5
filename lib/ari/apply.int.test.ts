import { getDay, parseISO } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import { ratePeriods, roomNights } from '@/lib/db/schema';
import { refreshPropertySummaries } from '@/lib/db/property-summary';
import { getAvailability } from '@/lib/data/availability';
import { searchProperties } from '@/lib/data/search';
import { modifyBooking } from '@/lib/data/booking-changes';
import { insertTestHotel, insertTestUser, reservedNights, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, ownerOf } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { applyAriBatch, readAri } from './apply';

jest.setTimeout(60_000);

describeEachDatabase('rates and availability per night', (handle) => {
  const { book, confirmedBooking } = bookingSteps(handle);
  const day = (n: number) => stayDates(n).checkInDate;

  it('sets a range on some weekdays only, and the same batch again changes nothing', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 4, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const batch = {
      roomTypeId: room,
      updates: [
        { from: day(10), to: day(23), days: ['fri' as const, 'sat' as const], price: 70_000, minStay: 2 },
        { from: day(10), to: day(12), roomsOnSale: 2 },
      ],
    };
    const first = await applyAriBatch(batch, handle.db);
    const nights = await readAri(room, day(10), day(23), handle.db);
    const weekend = nights.filter((n) => [5, 6].includes(getDay(parseISO(n.night))));
    expect(weekend).toHaveLength(4);
    expect(weekend.every((n) => n.price === 70_000 && n.minStay === 2)).toBe(true);
    expect(nights.filter((n) => !weekend.includes(n)).every((n) => n.price === 50_000 && n.minStay === 1)).toBe(true);
    expect(nights.slice(0, 3).map((n) => n.roomsOnSale)).toEqual([2, 2, 2]);
    expect(nights[3]!.roomsOnSale).toBe(4);
    expect(first.changed).toBe(new Set([...weekend.map((n) => n.night), day(10), day(11), day(12)]).size);
    expect(await applyAriBatch(batch, handle.db)).toEqual({ changed: 0 });
    // null gives the night back its room type's value.
    await applyAriBatch({ roomTypeId: room, updates: [{ from: day(10), to: day(23), price: null }] }, handle.db);
    expect((await readAri(room, day(10), day(23), handle.db)).every((n) => n.price === 50_000)).toBe(true);
  });

  it('a batch of rates only keeps the values it leaves out and the rooms booked, and counts the nights it changed', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 4, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    await book(hotelId, [{ room, numberOfRooms: 1 }], ownerOf('guest'), { dates: stayDates(11, 1) });
    await applyAriBatch(
      { roomTypeId: room, updates: [{ from: day(10), to: day(12), minStay: 3, closed: true }] },
      handle.db,
    );
    const prices = await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(10), to: day(15), price: 60_000 },
          { from: day(14), to: day(15), price: 65_000, promoPrice: 61_000 },
        ],
      },
      handle.db,
    );
    expect(prices).toEqual({ changed: 6 });
    const nights = await readAri(room, day(10), day(16), handle.db);
    expect(nights.map((n) => [n.price, n.promoPrice, n.minStay, n.closed, n.reserved])).toEqual([
      [60_000, null, 3, true, 0],
      [60_000, null, 3, true, 1],
      [60_000, null, 3, true, 0],
      [60_000, null, 1, false, 0],
      [65_000, 61_000, 1, false, 0],
      [65_000, 61_000, 1, false, 0],
      [50_000, null, 1, false, 0],
    ]);
    // Opening the nights again changes only those that were closed; a night already open is not counted.
    expect(
      await applyAriBatch({ roomTypeId: room, updates: [{ from: day(11), to: day(13), closed: false }] }, handle.db),
    ).toEqual({ changed: 2 });
  });

  it('applies several room types together, each night keeping what its own lines leave out, or none of them', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [
      { totalRooms: 4, standardPrice: 50_000 },
      { totalRooms: 2, standardPrice: 80_000 },
    ]);
    const [a, b] = roomIds as [string, string];
    await applyAriBatch({ roomTypeId: a, updates: [{ from: day(20), to: day(21), minStay: 2 }] }, handle.db);
    const both = await applyAriBatch(
      [
        { roomTypeId: b, updates: [{ from: day(20), to: day(21), closedToArrival: true }] },
        { roomTypeId: a, updates: [{ from: day(21), to: day(22), price: 55_000 }] },
      ],
      handle.db,
    );
    expect(both).toEqual({ changed: 4 });
    const values = async (room: string) =>
      (await readAri(room, day(20), day(22), handle.db)).map((n) => [n.price, n.minStay, n.closedToArrival]);
    expect(await values(a)).toEqual([
      [50_000, 2, false],
      [55_000, 2, false],
      [55_000, 1, false],
    ]);
    expect(await values(b)).toEqual([
      [80_000, 1, true],
      [80_000, 1, true],
      [80_000, 1, false],
    ]);
    const unknown = await applyAriBatch(
      [
        { roomTypeId: a, updates: [{ from: day(20), to: day(22), price: 99_000 }] },
        {
          roomTypeId: '00000000-0000-4000-8000-000000000000',
          updates: [{ from: day(20), to: day(22), price: 99_000 }],
        },
      ],
      handle.db,
    ).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'roomTypeNotFound', status: 404 });
    expect((await values(a)).map(([price]) => price)).toEqual([50_000, 55_000, 55_000]);
  });

  it('keeps a year of weekday and weekend prices as two periods, and stores nothing when they come again', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const year = {
      roomTypeId: room,
      updates: [
        {
          from: day(1),
          to: day(365),
          days: ['sun' as const, 'mon' as const, 'tue' as const, 'wed' as const, 'thu' as const],
          price: 55_000,
        },
        { from: day(1), to: day(365), days: ['fri' as const, 'sat' as const], price: 66_000, promoPrice: 60_000 },
      ],
    };
    expect(await applyAriBatch(year, handle.db)).toEqual({ changed: 365 });
    const periods = async () =>
      handle.db.select().from(ratePeriods).where(eq(ratePeriods.roomCategoryId, room)).orderBy(asc(ratePeriods.id));
    expect(await periods()).toHaveLength(2);
    // No night row is written for prices.
    expect(await handle.db.select().from(roomNights).where(eq(roomNights.roomCategoryId, room))).toEqual([]);
    expect(await applyAriBatch(year, handle.db)).toEqual({ changed: 0 });
    expect(await periods()).toHaveLength(2);

    const week = await readAri(room, day(1), day(7), handle.db);
    for (const n of week) {
      const weekend = getDay(parseISO(n.night)) >= 5;
      expect([n.price, n.promoPrice]).toEqual(weekend ? [66_000, 60_000] : [55_000, null]);
    }

    // One week dearer: a third period, the nights around it as before.
    expect(
      await applyAriBatch({ roomTypeId: room, updates: [{ from: day(10), to: day(16), price: 90_000 }] }, handle.db),
    ).toEqual({ changed: 7 });
    expect((await readAri(room, day(9), day(17), handle.db)).map((n) => n.price)).toEqual(
      [day(9), ...Array.from({ length: 7 }, (_, i) => day(10 + i)), day(17)].map((night, i) =>
        i === 0 || i === 8 ? (getDay(parseISO(night)) >= 5 ? 66_000 : 55_000) : 90_000,
      ),
    );
    // null returns the week's price to the room type's own; the promo set on its weekend stays.
    await applyAriBatch({ roomTypeId: room, updates: [{ from: day(10), to: day(16), price: null }] }, handle.db);
    const returned = await readAri(room, day(10), day(16), handle.db);
    expect(returned.every((n) => n.price === 50_000)).toBe(true);
    expect(returned.filter((n) => n.promoPrice === 60_000)).toHaveLength(2);
    // The null week wholly covers the 90,000 week, so that one is gone; the year's prices are kept.
    expect((await periods()).map((p) => [p.setsPrice, p.price])).toEqual([
      [true, 55_000],
      [true, 66_000],
      [true, null],
    ]);

    // A new year of prices on every day covers all three: one period is left.
    expect(
      await applyAriBatch(
        { roomTypeId: room, updates: [{ from: day(1), to: day(365), price: 70_000, promoPrice: null }] },
        handle.db,
      ),
    ).toEqual({ changed: 365 });
    expect((await periods()).map((p) => [p.price, p.promoPrice])).toEqual([[70_000, null]]);
  });

  it('counts a night whose prices and rules both change once', async () => {
    const { roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const result = await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(5), to: day(8), price: 61_000 },
          { from: day(7), to: day(10), closed: true },
          { from: day(7), to: day(7), roomsOnSale: 2 },
        ],
      },
      handle.db,
    );
    expect(result).toEqual({ changed: 6 });
    expect((await readAri(room, day(5), day(10), handle.db)).map((n) => [n.price, n.closed])).toEqual([
      [61_000, false],
      [61_000, false],
      [61_000, true],
      [61_000, true],
      [50_000, true],
      [50_000, true],
    ]);
  });

  it('refuses the whole batch with 409 naming the night when rooms on sale would fall below rooms booked', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ name: 'Lagoon Suite', totalRooms: 4 }]);
    const room = roomIds[0]!;
    await book(hotelId, [{ room, numberOfRooms: 2 }], ownerOf('early'), { dates: stayDates(12, 1) });
    const err = await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(10), to: day(14), price: 99_000 },
          { from: day(10), to: day(14), roomsOnSale: 1 },
        ],
      },
      handle.db,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'roomsBelowBooked',
      status: 409,
      values: { date: day(12), roomType: 'Lagoon Suite', booked: 2 },
    });
    const nights = await readAri(room, day(10), day(14), handle.db);
    expect(nights.every((n) => n.price !== 99_000 && n.roomsOnSale === 4)).toBe(true);
    // Exactly the booked rooms may stay on sale: the night is then full.
    await applyAriBatch({ roomTypeId: room, updates: [{ from: day(12), to: day(12), roomsOnSale: 2 }] }, handle.db);
    expect(await failure(book(hotelId, [{ room }], ownerOf('late'), { dates: stayDates(12, 1) }))).toMatchObject({
      code: 'roomsUnavailable',
      status: 409,
    });
  });

  it('refuses dates in the past or beyond the horizon, and unknown room types', async () => {
    const { roomIds } = await insertTestHotel(handle.db);
    const past = await failure(
      applyAriBatch({ roomTypeId: roomIds[0]!, updates: [{ from: day(-1), to: day(2), closed: true }] }, handle.db),
    );
    expect(past).toMatchObject({ code: 'invalidRequest', status: 400 });
    expect(past.fieldErrors?.['updates.0.from']?.[0]?.key).toBe('ariRangeOutside');
    const far = await failure(
      applyAriBatch({ roomTypeId: roomIds[0]!, updates: [{ from: day(10), to: day(800), closed: true }] }, handle.db),
    );
    expect(far.fieldErrors?.['updates.0.to']?.[0]?.key).toBe('ariRangeOutside');
    expect(
      await failure(
        applyAriBatch(
          { roomTypeId: '00000000-0000-4000-8000-000000000000', updates: [{ from: day(1), to: day(2), closed: true }] },
          handle.db,
        ),
      ),
    ).toMatchObject({ code: 'roomTypeNotFound', status: 404 });
  });

  it('a closed night, a minimum stay and closed arrivals refuse bookings with their message, and show on the hotel', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3 }, { totalRooms: 3 }]);
    const [room, other] = roomIds as [string, string];
    await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(11), to: day(11), closed: true },
          { from: day(20), to: day(20), minStay: 3 },
          { from: day(30), to: day(30), closedToArrival: true },
        ],
      },
      handle.db,
    );
    const refused = (n: number, nights: number) =>
      failure(book(hotelId, [{ room }], ownerOf(`g${n}`), { dates: stayDates(n, nights) }));
    expect(await refused(10, 2)).toMatchObject({
      code: 'nightsClosed',
      status: 409,
      fieldErrors: { 'rooms.0.room': [{ key: 'nightsClosed' }] },
    });
    expect(await refused(20, 2)).toMatchObject({
      code: 'minStayNotMet',
      status: 409,
      fieldErrors: { 'rooms.0.room': [{ key: 'minStayNotMet', values: { nights: 3 } }] },
    });
    expect(await refused(30, 2)).toMatchObject({ code: 'arrivalClosed', status: 409 });
    // The rules hold from their own night only: a stay of three nights, or one arriving the day before, is fine.
    await book(hotelId, [{ room }], ownerOf('long'), { dates: stayDates(20, 3) });
    await book(hotelId, [{ room }], ownerOf('before'), { dates: stayDates(29, 2) });
    expect(Object.keys(await reservedNights(handle.db, room))).toHaveLength(5);

    const rooms = await getAvailability(hotelId, { ...stay(20, 2), rooms: 1 }, handle.db);
    expect(rooms.find((r) => r.categoryId === room)).toMatchObject({
      roomsLeft: 0,
      restriction: { key: 'minStayNotMet', values: { nights: 3 } },
    });
    expect(rooms.find((r) => r.categoryId === other)).toMatchObject({ roomsLeft: 3, restriction: null });
    const closed = await getAvailability(hotelId, { ...stay(10, 2), rooms: 1 }, handle.db);
    expect(closed.find((r) => r.categoryId === room)?.restriction).toEqual({ key: 'nightsClosed' });
  });

  it('a change to a stay that breaks a rule is refused and keeps the booking', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3, standardPrice: 40_000 }]);
    const room = roomIds[0]!;
    const ada = await insertTestUser(handle.db);
    const booking = await confirmedBooking(ada, hotelId, room, stayDates(10, 2));
    await applyAriBatch({ roomTypeId: room, updates: [{ from: day(40), to: day(40), minStay: 4 }] }, handle.db);
    const refused = await failure(
      modifyBooking(
        {
          bookingId: booking.id,
          viewer: { userId: ada, browserToken: null },
          input: {
            ...stayDates(40, 2),
            rooms: [{ room, numberOfRooms: 1 }],
            guests: { adults: 2, children: 0 },
            guest: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' },
            confirm: true,
          },
        },
        handle.db,
      ),
    );
    expect(refused).toMatchObject({ code: 'minStayNotMet', status: 409 });
    expect(await reservedNights(handle.db, room)).toEqual({ [day(10)]: 1, [day(11)]: 1 });
  });

  it('a stay costs the sum of its nights, promo and loyalty applied night by night', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [
      { totalRooms: 5, standardPrice: 50_000, promoPrice: 48_000 },
    ]);
    const room = roomIds[0]!;
    await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(10), to: day(10), price: 60_000 },
          { from: day(11), to: day(11), price: 80_000, promoPrice: 70_000 },
          { from: day(12), to: day(12), promoPrice: 30_000 },
        ],
      },
      handle.db,
    );
    const visitor = await book(hotelId, [{ room, numberOfRooms: 2 }], ownerOf('visitor'), {
      dates: stayDates(10, 3),
    });
    // Night 1: 60,000 with the room type's promo 48,000; night 2: 80,000 / 70,000; night 3: 50,000 / 30,000.
    expect(visitor.quote).toMatchObject({
      totalPrice: (60_000 + 80_000 + 50_000) * 2,
      amountToBePaid: (48_000 + 70_000 + 30_000) * 2,
    });
    expect(visitor.quote.lines[0]!.nightlyPrices).toEqual([
      { night: day(10), price: 60_000, discountedPrice: 48_000 },
      { night: day(11), price: 80_000, discountedPrice: 70_000 },
      { night: day(12), price: 50_000, discountedPrice: 30_000 },
    ]);
    // Gold takes 10 % off each night's standard price where that beats the night's promo.
    const gold = await insertTestUser(handle.db, 'Gold');
    const golden = await book(
      hotelId,
      [{ room }],
      { userId: gold, browserTokenHash: null },
      { dates: stayDates(10, 3) },
    );
    expect(golden.quote.amountToBePaid).toBe(48_000 + 70_000 + 30_000);
    await applyAriBatch(
      { roomTypeId: room, updates: [{ from: day(10), to: day(12), price: 100_000, promoPrice: 95_000 }] },
      handle.db,
    );
    const later = await book(
      hotelId,
      [{ room }],
      { userId: gold, browserTokenHash: null },
      { dates: stayDates(10, 3) },
    );
    expect(later.quote.amountToBePaid).toBe(90_000 * 3);
    const [offer] = await getAvailability(hotelId, { ...stay(10, 3), rooms: 1 }, handle.db);
    // A visitor (no tier) pays the nights' promo.
    expect(offer).toMatchObject({ totalForStay: 95_000 * 3, roomsLeft: 1 });
  });

  it('search leaves out a hotel whose rooms are closed, off sale or restricted for the stay', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 2 }]);
    const room = roomIds[0]!;
    await refreshPropertySummaries(handle.db, [hotelId]);
    const search = async (n: number, nights: number) => {
      const { checkInDate, checkOutDate } = stayDates(n, nights);
      const found = await searchProperties(
        {
          checkIn: checkInDate,
          checkOut: checkOutDate,
          adults: 1,
          children: 0,
          rooms: 1,
          amenities: [],
          freeCancellation: false,
          sort: 'recommended',
          page: 1,
          pageSize: 500,
        },
        handle.db,
      );
      return found.hotels.some((h) => h._id === hotelId);
    };
    expect(await search(10, 2)).toBe(true);
    await applyAriBatch(
      {
        roomTypeId: room,
        updates: [
          { from: day(11), to: day(11), closed: true },
          { from: day(20), to: day(20), roomsOnSale: 0 },
          { from: day(30), to: day(30), minStay: 5 },
          { from: day(40), to: day(40), closedToArrival: true },
        ],
      },
      handle.db,
    );
    expect(await search(10, 2)).toBe(false);
    expect(await search(19, 2)).toBe(false);
    expect(await search(30, 2)).toBe(false);
    expect(await search(30, 5)).toBe(true);
    expect(await search(40, 2)).toBe(false);
    expect(await search(39, 2)).toBe(true);
  });

  function stay(n: number, nights: number) {
    const { checkInDate, checkOutDate } = stayDates(n, nights);
    return { checkIn: checkInDate, checkOut: checkOutDate };
  }
});
