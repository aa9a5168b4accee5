import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect, open, test } from './fixtures';

interface Hotel {
  _id: string;
  slug: string;
}

interface Room {
  categoryId: string;
  roomName: string;
  roomsLeft: number;
  maxAdults: number;
  maxChildren: number;
}

/** A featured hotel with two free rooms that sleep 2 adults and no children, far enough ahead that no other spec books them. */
async function twoAdultRoom(request: APIRequestContext) {
  const checkIn = addDays(todayInLagos(), 83);
  const checkOut = addDays(checkIn, 2);
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Hotel[] };
  for (const hotel of hotels) {
    const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
      params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
    });
    const rooms = (await res.json()).response as Room[];
    const room = rooms.find((r) => r.maxAdults === 2 && r.maxChildren === 0 && r.roomsLeft >= 2);
    if (room) return { hotel, room, checkIn, checkOut };
  }
  throw new Error('no featured hotel with two free rooms for 2 adults');
}

test.describe('who rooms can house', () => {
  test('the hotel page offers Reserve only for rooms that house the party', async ({ page, request }) => {
    const { hotel, room, checkIn, checkOut } = await twoAdultRoom(request);
    await open(
      page,
      `/hotel/${encodeURIComponent(hotel.slug)}?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1&room=1`,
    );
    const section = page.locator('#availability');
    const card = section.getByRole('article', { name: room.roomName });
    await expect(card.getByText('Sleeps 2 adults', { exact: true })).toBeVisible();
    await expect(card.getByText('Your party needs 2 of these rooms')).toBeVisible();

    const reserve = section.getByRole('button', { name: 'Reserve' });
    const message =
      'These rooms sleep 2 adults; your party is 3 adults and 1 child. Add a room or choose a larger one.';
    await card.locator('select').selectOption('1');
    await expect(section.getByText(message)).toBeVisible();
    await expect(reserve).toBeDisabled();
    await expect(reserve).toHaveAccessibleDescription(message);

    await card.locator('select').selectOption('2');
    await expect(section.getByText(message)).toHaveCount(0);
    await expect(reserve).toBeEnabled();
    await reserve.click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('selection')).toBe(`${room.categoryId}:2`);
    expect(url.searchParams.get('adults')).toBe('3');
    expect(url.searchParams.get('children')).toBe('1');
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
  });

  test('extra guests on the booking form count toward the party', async ({ page, request }) => {
    const { hotel, room, checkIn, checkOut } = await twoAdultRoom(request);
    await open(
      page,
      `/hotel/booking-details/${hotel._id}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1&selection=${room.categoryId}:1`,
    );
    const guests = page.getByRole('region', { name: 'Other guests' });
    const message =
      'With the other guests your party is 3 adults, but these rooms sleep 2 adults. Remove a guest, or go back and add a room.';
    await expect(guests.getByText(message)).toHaveCount(0);
    await guests.getByRole('button', { name: 'Add a guest' }).click();
    await expect(guests.getByText(message)).toBeVisible();
    await guests.getByRole('button', { name: /Remove/ }).click();
    await expect(guests.getByText(message)).toHaveCount(0);
  });

  test('the booking API refuses 30 adults in one room with a message on the guests, and stores nothing', async ({
    request,
  }) => {
    const { hotel, room, checkIn, checkOut } = await twoAdultRoom(request);
    const availability = async () =>
      (
        (
          await (
            await request.get(`/api/hotels/${hotel._id}/search-availability`, {
              params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
            })
          ).json()
        ).response as Room[]
      ).find((r) => r.categoryId === room.categoryId)!.roomsLeft;
    const left = await availability();
    const res = await request.post(`/api/bookings/${hotel._id}/new`, {
      data: {
        checkInDate: checkIn,
        checkOutDate: checkOut,
        bookingInfo: {
          email: 'ada.crowd@example.com',
          fullName: 'Ada Obi',
          phoneNumber: '08031234567',
          location: { address: '', state: 'Lagos', zipCode: '', country: 'Nigeria' },
        },
        guests: { adults: 30, children: 0 },
        guestDetails: [],
        rooms: [{ numberOfRooms: 1, room: room.categoryId }],
        specialRequest: '',
        purpose: 'Leisure',
        arrivalTime: '1:00pm-2:00pm',
        paperlessConfirmation: true,
      },
    });
    expect(res.status()).toBe(400);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const message = 'These rooms sleep 2 adults; your party is 30 adults. Add a room or choose a larger one.';
    expect(await res.json()).toEqual({ code: 'invalidRequest', message, fieldErrors: { guests: [message] } });
    expect(await availability()).toBe(left);
  });
});
