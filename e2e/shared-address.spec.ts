import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect, test } from './fixtures';
import { latestCode } from './auth-helpers';
import { createBooking, type Room, type Stay } from './booking-helpers';

/**
 * A carrier's NAT puts hundreds of guests behind one client address. They all sign up, book and sign in as usual
 * within ten minutes; one abuser behind the same address is stopped by the limits on them alone.
 */
const GUESTS = 200;
const PARALLEL = 6;
// Stays far ahead, two nights each, so that no other test's bookings take these rooms.
const FIRST_DAY = 250;

async function inPool<T>(items: T[], parallel: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * Free rooms from the API's availability: `count` stays of one room each, then `distinct` more whose room type and
 * nights all differ (one booker's bookings there never add up on a night, so only the booking limit stops them).
 */
async function freeStays(request: APIRequestContext, count: number, distinct: number) {
  const lists = await Promise.all(
    ['/api/featured-hotels', '/api/recommended-apartments'].map(async (path) => (await request.get(path)).json()),
  );
  const hotels = lists.flatMap((l) => l.hotels as { _id: string }[]).map((h) => h._id);
  const stays: Stay[] = [];
  const apart = new Map<string, Stay>();
  for (let night = FIRST_DAY; stays.length < count || apart.size < distinct; night += 2) {
    const checkInDate = addDays(todayInLagos(), night);
    const checkOutDate = addDays(checkInDate, 2);
    for (const hotelId of hotels) {
      const res = await request.get(`/api/hotels/${hotelId}/search-availability`, {
        params: { checkInDate, checkOutDate, rooms: '1' },
      });
      expect(res.status()).toBe(200);
      for (const room of (await res.json()).response as Room[]) {
        const stay = { hotelId, categoryId: room.categoryId, checkInDate, checkOutDate };
        let left = room.roomsLeft;
        // Each stay of the first list is one free room; the distinct ones take a room of their own.
        if (
          stays.length >= count &&
          left > 0 &&
          apart.size < distinct &&
          !apart.has(`${room.categoryId}|${checkInDate}`)
        ) {
          apart.set(`${room.categoryId}|${checkInDate}`, stay);
          left -= 1;
        }
        for (let i = 0; i < left && stays.length < count; i++) stays.push(stay);
      }
    }
  }
  return { stays, apart: [...apart.values()] };
}

test('200 guests behind one address sign up, book and sign in; one abuser there is stopped', async ({
  request,
  playwright,
}) => {
  test.setTimeout(10 * 60_000);
  const started = Date.now();
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const nat = `10.252.${process.pid % 250}.${(Date.now() % 250) + 1}`;
  const baseURL = test.info().project.use.baseURL;
  const behindNat = () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': nat } });
  const { stays, apart } = await freeStays(request, GUESTS, 10);
  // Each guest books with contact details of their own: guests who share none are different bookers.
  const contact = { fullName: 'Ada Obi', address: '', state: 'Lagos' };

  const guest = async (index: number) => {
    const email = `nat.${run}.${index}@example.com`;
    const password = `secret-${index}`;
    const ctx = await behindNat();
    try {
      expect((await ctx.post('/api/user_auth/get-email-code', { data: { email } })).status()).toBe(200);
      const otp = Number(await latestCode(ctx, email));
      expect((await ctx.post('/api/user_auth/verify-email', { data: { email, otp } })).status()).toBe(200);
      const signup = await ctx.post('/api/user_auth/signup', {
        data: { email, password, fullName: `Guest ${index}`, phoneNumber: `0803${String(index).padStart(7, '0')}` },
      });
      expect(signup.status()).toBe(201);
      const phoneNumber = `0803${String(index).padStart(7, '0')}`;
      expect((await createBooking(ctx, stays[index]!, { ...contact, email, phoneNumber })).status()).toBe(201);
      expect((await ctx.post('/api/user_auth/logout')).status()).toBe(200);
      // Some sign in by password (more than the old ceiling of ten per address), the rest by a code sent to their
      // e-mail: each password costs the server a deliberately slow hash, one at a time, and the sign-ups paid 200.
      if (index % 16 === 0) {
        expect((await ctx.post('/api/user_auth/login', { data: { email, password } })).status()).toBe(200);
      } else {
        expect((await ctx.post('/api/user_auth/get-email-otp', { data: { email } })).status()).toBe(200);
        const code = await latestCode(ctx, email, 1);
        expect((await ctx.post('/api/user_auth/verify-email-otp', { data: { email, otp: code } })).status()).toBe(200);
      }
      const details = await ctx.get('/api/user/my-details');
      expect(details.status()).toBe(200);
      expect((await details.json()).userDetails.email).toBe(email);
    } finally {
      await ctx.dispose();
    }
  };

  const abuser = async () => {
    const ctx = await behindNat();
    const bookings: number[] = [];
    for (let i = 0; i < 11; i++) {
      const stay = apart[Math.min(i, 9)]!;
      const details = { ...contact, email: `abuser.${run}@example.com`, phoneNumber: '08099999999' };
      bookings.push((await createBooking(ctx, stay, details)).status());
    }
    const passwords: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await ctx.post('/api/user_auth/login', {
        data: { email: `target.${run}@example.com`, password: `guess-${i}` },
      });
      passwords.push(res.status());
    }
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await ctx.post('/api/user_auth/get-email-otp', { data: { email: `target.${run}@example.com` } })).status(),
      );
    }
    await ctx.dispose();
    return { bookings, passwords, codes };
  };

  const [abused] = await Promise.all([
    abuser(),
    inPool(
      Array.from({ length: GUESTS }, (_, i) => i),
      PARALLEL,
      guest,
    ),
  ]);
  // Ten bookings of one person, then no more; wrong passwords slow one e-mail; codes to one address stop.
  expect(abused.bookings).toEqual([...Array(10).fill(201), 429]);
  // After five wrong passwords each waits twice as long as the last; a slow machine may let a few through in between.
  expect(abused.passwords.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(abused.passwords.slice(5)).toContain(429);
  expect(abused.passwords.slice(5).every((s) => s === 401 || s === 429)).toBe(true);
  expect(abused.codes).toEqual([200, 200, 429, 429]);
  expect(Date.now() - started).toBeLessThan(10 * 60_000);
});
