import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect } from './fixtures';

interface Hotel {
  _id: string;
  slug: string;
  hotelName: string;
}

interface Room {
  categoryId: string;
  roomName: string;
  roomsLeft: number;
  actualPrice: number;
  discountedPrice: number;
}

/** A featured hotel with a room free for a stay far enough ahead that other specs never book it. */
export async function freeStay(request: APIRequestContext, daysAhead: number) {
  const checkIn = addDays(todayInLagos(), daysAhead);
  const checkOut = addDays(checkIn, 2);
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Hotel[] };
  const hotel = hotels[daysAhead % hotels.length]!;
  const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
    params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
  });
  const rooms = (await res.json()).response as Room[];
  const room = rooms.find((r) => r.roomsLeft > 0);
  expect(room, 'a room with space').toBeDefined();
  return { hotel, room: room!, rooms, checkIn, checkOut };
}

export type Stay = Awaited<ReturnType<typeof freeStay>>;

/** The stay's hotel page for a party of `adults` (two unless told) and no children, one room. */
export const hotelPage = (stay: Stay, extra = '', adults = 2) =>
  `/hotel/${encodeURIComponent(stay.hotel.slug)}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${adults}&children=0&room=1${extra}`;

/** The booking page as Reserve opens it for one room of the stay's category, two adults and no children. */
export const bookingPage = (stay: Stay) =>
  `/hotel/booking-details/${stay.hotel._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}` +
  `&adults=2&children=0&rooms=1&selection=${stay.room.categoryId}:1`;

/** Chooses one room of the stay's category on the hotel page and presses Reserve. */
export async function reserve(page: Page, stay: Stay, reserveLabel: string) {
  const section = page.locator('#availability');
  await section.getByRole('article', { name: stay.room.roomName }).locator('select').selectOption('1');
  await section.getByRole('button', { name: reserveLabel }).click();
  await page.waitForURL(/\/hotel\/booking-details\//);
}

/** A naira amount on screen as a number. */
export const naira = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Holds a request until released, so that the progress overlay can be seen. */
export function holdRequests(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
