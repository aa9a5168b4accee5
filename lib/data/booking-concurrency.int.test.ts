import { addDays } from '@/lib/dates';
import { AppError } from '@/lib/errors';
import {
  guestContact,
  insertTestHotel,
  recountedNights,
  requestFor,
  reservedNights,
  stayDates,
} from '@/lib/testing/booking-fixtures';
import { describeEachDatabase } from '@/lib/testing/databases';
import { hashToken } from '@/lib/services/auth/token';
import { applyAriBatch, readAri } from '@/lib/ari/apply';
import { createBooking } from './bookings';

// On PGlite (one connection) these requests queue; on PostgreSQL (TEST_DATABASE_URL, as CI sets) they truly race
// over the pool's connections, which is what the conditional reservation must withstand.
describeEachDatabase('booking races', (handle) => {
  const attempt = (hotelId: string, room: string, dates: { checkInDate: string; checkOutDate: string }, i: number) =>
    createBooking(
      {
        hotelId,
        request: requestFor([{ room }], { ...dates, ...guestContact(`racer-${i}`) }),
        owner: { userId: null, browserTokenHash: hashToken(`racer-${i}`) },
        locale: 'en',
      },
      handle.db,
    ).then(
      () => 'booked' as const,
      (err: unknown) => {
        if (err instanceof AppError && err.code === 'roomsUnavailable' && err.status === 409)
          return 'sold out' as const;
        throw err;
      },
    );

  it('50 guests at once for the last 3 rooms: exactly 3 get one, 47 are told the rooms are gone', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 5 }]);
    const room = roomIds[0]!;
    const dates = stayDates(20, 3);
    await attempt(hotelId, room, dates, -1);
    await attempt(hotelId, room, dates, -2);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(hotelId, room, dates, i)));
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'sold out')).toHaveLength(47);
    const nights = await reservedNights(handle.db, room);
    expect(Object.values(nights)).toEqual([5, 5, 5]);
    expect(await recountedNights(handle.db, room)).toEqual(nights);
  });

  it('50 overlapping stays at once never put more guests on a night than there are rooms', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 3 }]);
    const room = roomIds[0]!;
    const base = stayDates(40).checkInDate;
    const ranges = Array.from({ length: 50 }, (_, i) => {
      const checkInDate = addDays(base, (i * 7) % 6);
      return { checkInDate, checkOutDate: addDays(checkInDate, 1 + (i % 4)) };
    });
    const outcomes = await Promise.all(ranges.map((r, i) => attempt(hotelId, room, r, i)));
    const nights = await reservedNights(handle.db, room);
    expect(Object.values(nights).every((n) => n <= 3)).toBe(true);
    expect(await recountedNights(handle.db, room)).toEqual(nights);
    expect(outcomes).toContain('booked');
    expect(outcomes).toContain('sold out');
    // Every refusal was fair: at least one of its nights is full.
    ranges.forEach((r, i) => {
      if (outcomes[i] !== 'sold out') return;
      const stay = Array.from({ length: 4 }, (_, n) => addDays(r.checkInDate, n)).filter((d) => d < r.checkOutDate);
      expect(stay.some((d) => nights[d] === 3)).toBe(true);
    });
  });

  it('50 guests at once while prices and rooms on sale change night by night: no night is ever oversold', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 6, standardPrice: 50_000 }]);
    const room = roomIds[0]!;
    const dates = stayDates(60, 3);
    const last = addDays(dates.checkOutDate, -1);
    const batches = Array.from({ length: 10 }, (_, i) =>
      applyAriBatch(
        {
          roomTypeId: room,
          updates: [
            { from: dates.checkInDate, to: last, price: 50_000 + i * 1_000 },
            // Rooms on sale shrink to 4 while guests book; a batch that would go below the booked rooms is refused.
            ...(i % 3 === 0 ? [{ from: dates.checkInDate, to: dates.checkInDate, roomsOnSale: 4 }] : []),
          ],
        },
        handle.db,
      ).then(
        () => 'applied' as const,
        (err: unknown) => {
          if (err instanceof AppError && err.code === 'roomsBelowBooked') return 'refused' as const;
          throw err;
        },
      ),
    );
    const bookings = Array.from({ length: 50 }, (_, i) => attempt(hotelId, room, dates, i));
    const [applied, outcomes] = await Promise.all([Promise.all(batches), Promise.all(bookings)]);
    expect(applied).toContain('applied');
    const nights = await readAri(room, dates.checkInDate, last, handle.db);
    const booked = outcomes.filter((o) => o === 'booked').length;
    expect(booked).toBeGreaterThanOrEqual(4);
    expect(booked).toBeLessThanOrEqual(6);
    for (const n of nights) {
      expect(n.reserved).toBe(booked);
      expect(n.reserved).toBeLessThanOrEqual(n.roomsOnSale);
    }
    expect(await recountedNights(handle.db, room)).toEqual(await reservedNights(handle.db, room));
  });
});
