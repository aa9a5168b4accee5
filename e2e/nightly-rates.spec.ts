import { addDays, todayInLagos } from '../lib/dates';
import { createBooking } from './booking-helpers';
import { expect, open, test } from './fixtures';

interface Hotel {
  _id: string;
  slug: string;
}

interface Room {
  categoryId: string;
  roomName: string;
  roomsLeft: number;
  actualPrice: number;
  totalForStay: number;
}

const naira = (n: number) => `₦${n.toLocaleString('en-US')}`;

test.describe('rates and availability per night', () => {
  test('a closed night and a minimum stay show on the hotel page; a stay costs the sum of its nights', async ({
    page,
    request,
  }) => {
    // Far enough ahead that no other spec books these nights.
    const first = addDays(todayInLagos(), 151);
    const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Hotel[] };
    const hotel = hotels[hotels.length - 1]!;
    const listed = async (checkIn: string, nights: number) => {
      const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
        params: { checkInDate: checkIn, checkOutDate: addDays(checkIn, nights), rooms: '1' },
      });
      return (await res.json()).response as Room[];
    };
    const room = (await listed(first, 2)).find((r) => r.roomsLeft > 0)!;
    const base = room.actualPrice;

    const applied = await request.post('/api/dev/ari', {
      data: {
        roomTypeId: room.categoryId,
        updates: [
          { from: addDays(first, 1), to: addDays(first, 1), closed: true },
          { from: addDays(first, 10), to: addDays(first, 10), minStay: 3 },
          { from: addDays(first, 20), to: addDays(first, 20), price: base + 10_000, promoPrice: base + 10_000 },
          { from: addDays(first, 21), to: addDays(first, 21), price: base + 30_000, promoPrice: base + 30_000 },
        ],
      },
    });
    expect(applied.status()).toBe(200);

    const hotelPage = (checkIn: string, nights: number) =>
      `/hotel/${encodeURIComponent(hotel.slug)}?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=1&children=0&room=1`;
    const card = page.locator('#availability').getByRole('article', { name: room.roomName });

    await open(page, hotelPage(first, 2));
    await expect(card.getByText('Not available on some of your nights')).toBeVisible();
    await expect(card.locator('select')).toBeDisabled();

    await open(page, hotelPage(addDays(first, 10), 2));
    await expect(card.getByText('Minimum stay 3 nights from this date')).toBeVisible();

    // A visitor pays each night's own price: the two nights' prices summed.
    const total = 2 * base + 40_000;
    await open(page, hotelPage(addDays(first, 20), 2));
    await expect(card.getByText(naira(total), { exact: true })).toBeVisible();
    await expect(card.getByText('per night on average')).toBeVisible();
    await card.locator('select').selectOption('1');
    await page.locator('#availability').getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    await expect(page.getByText(naira(total), { exact: true }).first()).toBeVisible();

    const refused = await createBooking(
      request,
      {
        hotelId: hotel._id,
        categoryId: room.categoryId,
        checkInDate: addDays(first, 10),
        checkOutDate: addDays(first, 12),
      },
      {
        email: 'nightly.short@example.com',
        fullName: 'Tunde Short',
        phoneNumber: '08051234988',
        address: '3 Awolowo Road',
        state: 'Lagos',
      },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This room has a minimum stay of 3 nights from this date.');
  });
});
