import { eq, sql } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import { brands, properties, ratePeriods, roomCategories, roomNights } from '@/lib/db/schema';
import { refreshPropertySummaries } from '@/lib/db/property-summary';
import { seedDemoCatalogueIfEmpty } from '@/lib/db/seed';
import { normaliseText } from '@/lib/slug';
import { insertTestHotel } from '@/lib/testing/booking-fixtures';
import { describeEachDatabase } from '@/lib/testing/databases';
import { searchQuery, toPropertySearch, type PropertySearch } from '@/lib/validation/search';
import { getBrandName, getBrands } from './properties';
import { normaliseLocation, placeName, searchProperties } from './search';

const search = (query: Record<string, string>): PropertySearch => toPropertySearch(searchQuery(365).parse(query));

describe('normaliseLocation', () => {
  it('forgives case, accents, spacing and common abbreviations', () => {
    expect(normaliseLocation('  LAGOS ')).toBe('lagos');
    expect(normaliseLocation('VI')).toBe('victoria island');
    expect(normaliseLocation('Ìbàdàn')).toBe('ibadan');
    expect(normaliseLocation('PH')).toBe('port harcourt');
  });

  it('reads only its own abbreviations, never names every object inherits', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(normaliseLocation(word)).toBe(normaliseText(word));
      expect(typeof placeName(word)).toBe('string');
    }
  });
});

describeEachDatabase('property search', (handle) => {
  const checkIn = addDays(todayInLagos(), 20);
  const checkOut = addDays(checkIn, 2);

  beforeAll(async () => {
    await seedDemoCatalogueIfEmpty(handle.db);
  });

  /** A test hotel in Lagos that searches find by `name`, its summaries refreshed. */
  async function namedHotel(name: string, rooms: Parameters<typeof insertTestHotel>[1]) {
    const hotel = await insertTestHotel(handle.db, rooms);
    await handle.db
      .update(properties)
      .set({ name, searchText: `${name.toLowerCase()} lagos lagos` })
      .where(eq(properties.id, hotel.hotelId));
    await refreshPropertySummaries(handle.db, [hotel.hotelId]);
    return hotel;
  }

  it('matches a city or state whatever the case, accents or abbreviation', async () => {
    const vi = await searchProperties(search({ location: 'vi' }), handle.db);
    expect(vi.total).toBeGreaterThan(0);
    expect(vi.hotels.every((h) => h.location.city === 'Victoria Island')).toBe(true);
    const full = await searchProperties(search({ location: 'victoria island' }), handle.db);
    expect(full.total).toBe(vi.total);
    const lagos = await searchProperties(search({ location: 'LAGOS' }), handle.db);
    expect(lagos.total).toBeGreaterThan(vi.total);
    expect((await searchProperties(search({ location: 'Ìbàdàn' }), handle.db)).total).toBeGreaterThan(0);
    expect((await searchProperties(search({ location: 'Timbuktu' }), handle.db)).total).toBe(0);
    expect((await searchProperties(search({ location: '100%_' }), handle.db)).total).toBe(0);
    for (const word of ['constructor', '__proto__', 'toString']) {
      expect((await searchProperties(search({ location: word }), handle.db)).total).toBe(0);
      expect((await searchProperties(search({ state: word }), handle.db)).total).toBe(0);
    }
  });

  it("lists a brand's published properties by its slug, whatever the case, and none for an unknown brand", async () => {
    const [brand] = await getBrands(handle.db);
    if (!brand) throw new Error('the demo catalogue has brands');
    expect(brand.hotelCount).toBeGreaterThan(0);
    const found = await searchProperties(search({ brand: brand.slug.toUpperCase() }), handle.db);
    expect(found.total).toBe(brand.hotelCount);
    const ids = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(brands, eq(brands.id, properties.brandId))
      .where(eq(brands.slug, brand.slug));
    expect(found.hotels.every((h) => ids.some((r) => r.id === h._id))).toBe(true);
    expect(await getBrandName(brand.slug, handle.db)).toBe(brand.name);
    expect((await searchProperties(search({ brand: 'no-such-brand' }), handle.db)).total).toBe(0);
    expect(await getBrandName('no-such-brand', handle.db)).toBeNull();
    expect(searchQuery(365).safeParse({ brand: "x' or 1=1" }).success).toBe(false);
  });

  it('filters by destination, category, type, price, rating, amenities and free cancellation', async () => {
    const ikeja = await searchProperties(search({ state: 'Ikeja' }), handle.db);
    expect(ikeja.hotels.every((h) => h.location.city === 'Ikeja')).toBe(true);
    const tours = await searchProperties(search({ category: 'tours' }), handle.db);
    expect(tours.total).toBeGreaterThan(0);
    const apartments = await searchProperties(search({ type: 'apartment' }), handle.db);
    expect(apartments.hotels.every((h) => h.type === 'apartment')).toBe(true);
    const cheap = await searchProperties(search({ maxPrice: '60000', sort: 'price_desc' }), handle.db);
    for (const h of cheap.hotels) expect(h.pricing.promoPrice ?? h.pricing.standardPrice).toBeLessThanOrEqual(60000);
    const rated = await searchProperties(search({ rating: '9' }), handle.db);
    expect(rated.hotels.every((h) => h.ratings >= 9)).toBe(true);
    const pools = await searchProperties(search({ amenities: 'Swimming pool,Spa' }), handle.db);
    expect(pools.total).toBeGreaterThan(0);
    for (const h of pools.hotels) expect(h.amenities).toEqual(expect.arrayContaining(['Swimming pool', 'Spa']));
    const free = await searchProperties(search({ freeCancellation: '1' }), handle.db);
    expect(free.hotels.every((h) => h.freeCancellation)).toBe(true);
  });

  it('sorts by price both ways and by rating, and pages through results', async () => {
    const lowest = (h: { pricing: { standardPrice: number; promoPrice: number | null } }) =>
      h.pricing.promoPrice ?? h.pricing.standardPrice;
    const asc = (await searchProperties(search({ sort: 'price_asc' }), handle.db)).hotels.map(lowest);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await searchProperties(search({ sort: 'price_desc' }), handle.db)).hotels.map(lowest);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rating = (await searchProperties(search({ sort: 'rating' }), handle.db)).hotels.map((h) => h.ratings);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const first = await searchProperties(search({}), handle.db);
    expect(first.pages).toBe(Math.ceil(first.total / 12));
    const second = await searchProperties(search({ page: '2' }), handle.db);
    expect(second.hotels[0]?._id).not.toBe(first.hotels[0]?._id);
    const beyond = await searchProperties(search({ page: '999' }), handle.db);
    expect(beyond.hotels).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('only shows properties with enough free rooms for the dates and party', async () => {
    const [place] = await handle.db.select().from(properties).where(eq(properties.city, 'Ibadan')).limit(1);
    const rooms = await handle.db.select().from(roomCategories).where(eq(roomCategories.propertyId, place!.id));
    const dated = { location: place!.name, checkIn, checkOut };
    expect((await searchProperties(search(dated), handle.db)).total).toBe(1);

    const capacity = rooms.reduce((n, r) => n + r.totalRooms, 0);
    const tooMany = await searchProperties(search({ ...dated, room: String(Math.min(10, capacity + 1)) }), handle.db);
    expect(tooMany.total).toBe(capacity + 1 <= 10 ? 0 : 1);

    // Fill every room on the second night: the stay is no longer possible, the night before still is.
    await handle.db
      .insert(roomNights)
      .values(rooms.map((r) => ({ roomCategoryId: r.id, night: addDays(checkIn, 1), reserved: r.totalRooms })));
    expect((await searchProperties(search(dated), handle.db)).total).toBe(0);
    const before = { ...dated, checkIn: addDays(checkIn, -1), checkOut: addDays(checkIn, 1) };
    expect((await searchProperties(search(before), handle.db)).total).toBe(1);
    await handle.db.execute(sql`delete from room_nights`);
  });

  it('only shows properties whose free rooms house the party: adults in adults’ places, children in any place', async () => {
    // Two rooms that each sleep 2 adults and 1 child.
    const { hotelId, roomIds } = await namedHotel('Occupancy Lodge', [{ totalRooms: 2, maxAdults: 2, maxChildren: 1 }]);
    const [summary] = await handle.db.select().from(properties).where(eq(properties.id, hotelId));
    expect(summary).toMatchObject({ capacityRooms: 2, capacityAdults: 4, capacityChildren: 2 });

    const found = async (adults: number, children: number) =>
      (
        await searchProperties(
          search({
            location: 'Occupancy Lodge',
            checkIn,
            checkOut,
            adults: String(adults),
            children: String(children),
          }),
          handle.db,
        )
      ).total === 1;
    expect(await found(4, 2)).toBe(true);
    expect(await found(3, 3)).toBe(true);
    expect(await found(4, 3)).toBe(false);
    expect(await found(5, 0)).toBe(false);
    expect(await found(1, 6)).toBe(false);

    // One room is taken on the second night: one room is left for the whole stay.
    await handle.db.insert(roomNights).values({ roomCategoryId: roomIds[0]!, night: addDays(checkIn, 1), reserved: 1 });
    expect(await found(2, 1)).toBe(true);
    expect(await found(1, 2)).toBe(true);
    expect(await found(2, 2)).toBe(false);
    expect(await found(3, 0)).toBe(false);
    await handle.db.execute(sql`delete from room_nights`);
  });

  it('counts rooms off sale and rooms booked night by night, and honours closed arrivals and minimum stays', async () => {
    const { roomIds } = await namedHotel('On Sale Suites', [{ totalRooms: 5, maxAdults: 2, maxChildren: 0 }]);
    const room = roomIds[0]!;
    const stay = { checkIn, checkOut: addDays(checkIn, 3) };
    const found = async (rooms: number, dates: { checkIn: string; checkOut: string } = stay) =>
      (await searchProperties(search({ location: 'On Sale Suites', ...dates, room: String(rooms) }), handle.db))
        .total === 1;

    // First night: 3 of 5 on sale, 1 booked (2 free). Second: all on sale, 2 booked (3 free). Third: 7 "on sale"
    // (more than the hotel has), 1 booked (4 free). The stay has 2 rooms free on its busiest night.
    await handle.db.insert(roomNights).values([
      { roomCategoryId: room, night: checkIn, roomsOnSale: 3, reserved: 1 },
      { roomCategoryId: room, night: addDays(checkIn, 1), reserved: 2 },
      { roomCategoryId: room, night: addDays(checkIn, 2), roomsOnSale: 7, reserved: 1 },
    ]);
    expect(await found(2)).toBe(true);
    expect(await found(3)).toBe(false);
    // Without the first night, the busiest is the second: 3 free.
    expect(await found(3, { checkIn: addDays(checkIn, 1), checkOut: stay.checkOut })).toBe(true);
    expect(await found(4, { checkIn: addDays(checkIn, 1), checkOut: stay.checkOut })).toBe(false);
    expect(await found(4, { checkIn: addDays(checkIn, 2), checkOut: stay.checkOut })).toBe(true);

    // Arrivals closed on the second night: a stay arriving then is refused, one passing through it is not.
    await handle.db.execute(
      sql`update room_nights set closed_to_arrival = true where room_category_id = ${room} and night = ${addDays(checkIn, 1)}`,
    );
    expect(await found(1)).toBe(true);
    expect(await found(1, { checkIn: addDays(checkIn, 1), checkOut: stay.checkOut })).toBe(false);
    // Three nights at least from the first night: the three-night stay is kept, a two-night one is refused.
    await handle.db.execute(
      sql`update room_nights set min_stay = 3 where room_category_id = ${room} and night = ${checkIn}`,
    );
    expect(await found(1)).toBe(true);
    expect(await found(1, { checkIn, checkOut: addDays(checkIn, 2) })).toBe(false);
    await handle.db.execute(sql`delete from room_nights`);
  });

  it("shows a dated search the stay's average nightly price of its cheapest open room type, honouring nightly rates", async () => {
    const { roomIds } = await namedHotel('Nightly Rate Inn', [
      { name: 'Standard', standardPrice: 50_000 },
      { name: 'Suite', standardPrice: 90_000, promoPrice: 80_000 },
    ]);
    const pricing = async (query: Record<string, string>) =>
      (await searchProperties(search({ location: 'Nightly Rate Inn', ...query }), handle.db)).hotels[0]?.pricing;
    const stay = { checkIn, checkOut: addDays(checkIn, 3) };

    // No nightly rates: the room types' own prices, as the summary has them.
    expect(await pricing(stay)).toEqual({ standardPrice: 50_000, promoPrice: null });

    // The Standard's second night costs ₦80,000 (a ₦65,000 promo): ₦60,000 a night and a ₦55,000 promo on average.
    await handle.db.insert(ratePeriods).values({
      roomCategoryId: roomIds[0]!,
      starts: addDays(checkIn, 1),
      ends: addDays(checkIn, 1),
      setsPrice: true,
      price: 80_000,
      setsPromo: true,
      promoPrice: 65_000,
    });
    expect(await pricing(stay)).toEqual({ standardPrice: 60_000, promoPrice: 55_000 });
    // Undated lists, and a stay without that night, keep the summary's price.
    expect(await pricing({})).toEqual({ standardPrice: 50_000, promoPrice: null });
    expect(await pricing({ checkIn: addDays(checkIn, 2), checkOut: addDays(checkIn, 4) })).toEqual({
      standardPrice: 50_000,
      promoPrice: null,
    });

    // A Standard closed on a night of the stay leaves the Suite the cheapest open room type.
    await handle.db.insert(roomNights).values({ roomCategoryId: roomIds[0]!, night: checkIn, closed: true });
    expect(await pricing(stay)).toEqual({ standardPrice: 90_000, promoPrice: 80_000 });
    await handle.db.execute(sql`delete from room_nights`);
    await handle.db.execute(sql`delete from rate_periods`);
  });
});

describe('placeName', () => {
  it('shows the place a traveller meant', () => {
    expect(placeName('vi')).toBe('Victoria Island');
    expect(placeName('lekki')).toBe('Lekki');
  });
});
