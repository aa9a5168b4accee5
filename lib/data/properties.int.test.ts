import { eq } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import { properties, roomNights } from '@/lib/db/schema';
import { seedDemoCatalogueIfEmpty } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/testing/databases';
import { getAvailability } from './availability';
import { getBrands, getFeaturedHotels, getRecommendedApartments, getTopDestinations } from './properties';
import { getProperty } from './property-details';

describeEachDatabase('catalogue reads', (handle) => {
  beforeAll(async () => {
    await seedDemoCatalogueIfEmpty(handle.db);
  });

  it('lists featured hotels and apartments, best rated first, with prices and images', async () => {
    const hotels = await getFeaturedHotels(12, handle.db);
    expect(hotels.length).toBeGreaterThanOrEqual(8);
    expect(hotels.every((h) => h.type !== 'apartment')).toBe(true);
    const ratings = hotels.map((h) => h.ratings);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const h of hotels) {
      expect(h.featuredImage).toMatch(/^\/media\/property\//);
      expect(h.pricing.standardPrice).toBeGreaterThan(0);
      if (h.pricing.promoPrice !== null) expect(h.pricing.promoPrice).toBeLessThan(h.pricing.standardPrice);
    }
    const apartments = await getRecommendedApartments(12, handle.db);
    expect(apartments.length).toBeGreaterThanOrEqual(6);
    expect(apartments.every((a) => a.type === 'apartment')).toBe(true);
  });

  it('counts properties per brand and per destination', async () => {
    const brands = await getBrands(handle.db);
    expect(brands.length).toBe(8);
    expect(brands[0]!.hotelCount).toBeGreaterThan(0);
    const destinations = await getTopDestinations(handle.db);
    expect(destinations.map((d) => d.state)).toEqual([
      'lekki',
      'Lagos',
      'Ikeja',
      'Abuja',
      'Victoria Island',
      'Ikoyi',
      'Edo',
      'Rivers',
      'Ibadan',
    ]);
    expect(destinations.every((d) => d.hotelCount >= 4)).toBe(true);
    const lagos = destinations.find((d) => d.state === 'Lagos');
    const ikeja = destinations.find((d) => d.state === 'Ikeja');
    expect(lagos!.hotelCount).toBeGreaterThan(ikeja!.hotelCount);
  });

  it('finds a property by slug or id, with rooms, reviews and sub-scores', async () => {
    const [first] = await handle.db.select().from(properties).limit(1);
    const bySlug = await getProperty(first!.slug, handle.db);
    expect(bySlug?.hotelName).toBe(first!.name);
    expect((await getProperty(first!.id, handle.db))?.slug).toBe(first!.slug);
    expect(bySlug!.rooms.length).toBeGreaterThanOrEqual(2);
    expect(bySlug!.reviews.length).toBe(Math.min(20, first!.reviewCount));
    expect(bySlug!.subScores?.cleanliness).toBeGreaterThan(0);
    expect(await getProperty('no-such-hotel', handle.db)).toBeNull();
    expect(await getProperty('00000000-0000-4000-8000-000000000000', handle.db)).toBeNull();
  });

  it('finds a property by any spelling of its slug a person may send', async () => {
    for (const spelling of [
      'toyin-street-hotel-and-lounge',
      'Toyin Street Hotel & Lounge',
      'toyin-street-hotel-%26-lounge',
      'toyin-street-hotel-&-lounge',
    ]) {
      expect([spelling, (await getProperty(spelling, handle.db))?.hotelName]).toEqual([
        spelling,
        'Toyin Street Hotel & Lounge',
      ]);
    }
    expect(await getProperty('toyin-street-hotel-%2', handle.db)).toBeNull();
  });

  it('counts rooms left from the busiest night of the stay and prices the stay', async () => {
    const [first] = await handle.db.select().from(properties).limit(1);
    const checkIn = addDays(todayInLagos(), 10);
    const checkOut = addDays(checkIn, 3);
    const before = await getAvailability(first!.id, { checkIn, checkOut, rooms: 1 }, handle.db);
    const room = before[0]!;
    expect(room.roomsLeft).toBeGreaterThan(0);
    expect(room.nights).toBe(3);
    expect(room.totalForStay).toBe(room.discountedPrice * 3);

    await handle.db.insert(roomNights).values([
      { roomCategoryId: room.categoryId, night: checkIn, reserved: 1 },
      { roomCategoryId: room.categoryId, night: addDays(checkIn, 1), reserved: room.roomsLeft },
      { roomCategoryId: room.categoryId, night: checkOut, reserved: room.roomsLeft },
    ]);
    const during = await getAvailability(first!.id, { checkIn, checkOut, rooms: 1 }, handle.db);
    expect(during.find((r) => r.categoryId === room.categoryId)!.roomsLeft).toBe(0);
    const after = await getAvailability(
      first!.id,
      { checkIn: checkOut, checkOut: addDays(checkOut, 1), rooms: 1 },
      handle.db,
    );
    expect(after.find((r) => r.categoryId === room.categoryId)!.roomsLeft).toBe(0);
    const earlier = await getAvailability(
      first!.id,
      { checkIn: addDays(checkIn, -2), checkOut: addDays(checkIn, 1), rooms: 1 },
      handle.db,
    );
    expect(earlier.find((r) => r.categoryId === room.categoryId)!.roomsLeft).toBe(room.roomsLeft - 1);
    await handle.db.delete(roomNights).where(eq(roomNights.roomCategoryId, room.categoryId));
  });
});
