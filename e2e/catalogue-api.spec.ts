import { addDays, todayInLagos } from '../lib/dates';
import { expect, test } from './fixtures';

test.describe('catalogue API', () => {
  test('featured hotels, apartments, brands and destinations', async ({ request }) => {
    const hotels = await (await request.get('/api/featured-hotels')).json();
    expect(hotels.hotels.length).toBeGreaterThan(0);
    expect(hotels.hotels[0]).toMatchObject({
      hotelName: expect.any(String),
      featuredImage: expect.stringMatching(/^\/media\//),
      pricing: { standardPrice: expect.any(Number) },
      location: { city: expect.any(String), state: expect.any(String) },
      amenities: expect.any(Array),
      ratings: expect.any(Number),
    });
    const apartments = await (await request.get('/api/recommended-apartments')).json();
    expect(apartments.hotels.length).toBeGreaterThan(0);
    expect(apartments.hotels.every((h: { type: string }) => h.type === 'apartment')).toBe(true);
    const brands = await (await request.get('/api/brands')).json();
    expect(brands.brands[0]).toMatchObject({
      name: expect.any(String),
      image: expect.any(String),
      hotelCount: expect.any(Number),
    });
    const destinations = await (await request.get('/api/top-destinations')).json();
    expect(destinations.destinations).toHaveLength(9);
    expect(destinations.destinations[0]).toMatchObject({ state: 'lekki', bannerImage: expect.any(String) });
  });

  test('a hotel, its rooms and its live availability', async ({ request }) => {
    const [first] = (await (await request.get('/api/featured-hotels')).json()).hotels;
    const hotel = await request.get(`/api/hotels/${first._id}`);
    expect(hotel.status()).toBe(200);
    expect((await hotel.json()).hotel.slug).toBe(first.slug);
    expect((await (await request.get(`/api/hotels/${first.slug}`)).json()).hotel._id).toBe(first._id);
    const rooms = (await (await request.get(`/api/hotels/${first._id}/rooms`)).json()).rooms;
    expect(rooms.length).toBeGreaterThan(0);

    const checkInDate = addDays(todayInLagos(), 7);
    const checkOutDate = addDays(checkInDate, 2);
    const res = await request.get(`/api/hotels/${first._id}/search-availability`, {
      params: { checkInDate, checkOutDate, rooms: '1' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    const { response } = await res.json();
    expect(response).toHaveLength(rooms.length);
    expect(response[0]).toMatchObject({
      nights: 2,
      roomsLeft: expect.any(Number),
      totalForStay: response[0].discountedPrice * 2,
    });
  });

  test('bad dates and numbers answer 400 with a message; an unknown hotel 404', async ({ request }) => {
    const [first] = (await (await request.get('/api/featured-hotels')).json()).hotels;
    const url = `/api/hotels/${first._id}/search-availability`;
    const today = todayInLagos();
    const cases: [Record<string, string>, string][] = [
      [{ checkOutDate: addDays(today, 2) }, 'Check-in date is required'],
      [{ checkInDate: 'yesterday', checkOutDate: addDays(today, 2) }, 'Check-in date must be a real date (YYYY-MM-DD)'],
      [
        { checkInDate: addDays(today, 1), checkOutDate: '2026-02-30' },
        'Check-out date must be a real date (YYYY-MM-DD)',
      ],
      [{ checkInDate: addDays(today, 3), checkOutDate: addDays(today, 2) }, 'Check out date must be after start date'],
      [
        { checkInDate: addDays(today, -3), checkOutDate: addDays(today, 2) },
        "Your check-in date can't be in the past. Please choose a valid starting date.",
      ],
      [
        { checkInDate: addDays(today, 1), checkOutDate: addDays(today, 2), rooms: 'two' },
        'Rooms must be a whole number from 1 to 10',
      ],
      [
        { checkInDate: addDays(today, 1), checkOutDate: addDays(today, 2), rooms: '0' },
        'Rooms must be a whole number from 1 to 10',
      ],
    ];
    for (const [params, message] of cases) {
      const res = await request.get(url, { params });
      expect(res.status(), JSON.stringify(params)).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    for (const path of [
      '/api/hotels/no-such-hotel',
      '/api/hotels/no-such-hotel/rooms',
      `/api/hotels/${'x'.repeat(500)}`,
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toEqual({ code: 'hotelNotFound', message: 'Hotel not found' });
    }
  });
});
