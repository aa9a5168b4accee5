import { eq } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import { properties, roomCategories } from '@/lib/db/schema';
import { seedDemoCatalogueIfEmpty } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/testing/databases';
import { searchQuery, toPropertySearch } from '@/lib/validation/search';
import { releaseRooms, reserveRooms } from './inventory';
import { forgetRecentSearches, recentSearch } from './recent-searches';

describeEachDatabase('recent searches', (handle) => {
  const checkIn = addDays(todayInLagos(), 30);
  const checkOut = addDays(checkIn, 2);
  const lagos = toPropertySearch(searchQuery.parse({ location: 'Lagos', checkIn, checkOut, adults: '2', room: '1' }));

  beforeAll(async () => {
    await seedDemoCatalogueIfEmpty(handle.db);
  });
  beforeEach(() => forgetRecentSearches());

  async function unpublishOne() {
    const first = (await recentSearch(lagos, handle.db)).hotels[0]!;
    await handle.db.update(properties).set({ isPublished: false }).where(eq(properties.id, first._id));
    return first._id;
  }

  it('answers a repeated search from memory until it is forgotten', async () => {
    const before = await recentSearch(lagos, handle.db);
    expect(before.total).toBeGreaterThan(1);
    const hidden = await unpublishOne();
    try {
      expect((await recentSearch(lagos, handle.db)).total).toBe(before.total);
      forgetRecentSearches();
      const after = await recentSearch(lagos, handle.db);
      expect(after.total).toBe(before.total - 1);
      expect(after.hotels.map((h) => h._id)).not.toContain(hidden);
    } finally {
      await handle.db.update(properties).set({ isPublished: true }).where(eq(properties.id, hidden));
    }
  });

  it('forgets what it kept when rooms are taken or given back on this server', async () => {
    const before = await recentSearch(lagos, handle.db);
    const hidden = await unpublishOne();
    await handle.db.update(properties).set({ isPublished: true }).where(eq(properties.id, hidden));
    expect((await recentSearch(lagos, handle.db)).total).toBe(before.total);

    const [category] = await handle.db
      .select({ id: roomCategories.id })
      .from(roomCategories)
      .where(eq(roomCategories.propertyId, before.hotels[1]!._id));
    const need = [{ roomCategoryId: category!.id, numberOfRooms: 1 }];
    const hiddenAgain = await unpublishOne();
    try {
      expect(await reserveRooms(handle.db, need, checkIn, checkOut)).toBe(true);
      expect((await recentSearch(lagos, handle.db)).total).toBe(before.total - 1);
      await handle.db.update(properties).set({ isPublished: true }).where(eq(properties.id, hiddenAgain));
      await releaseRooms(handle.db, need, checkIn, checkOut);
      expect((await recentSearch(lagos, handle.db)).total).toBe(before.total);
    } finally {
      await handle.db.update(properties).set({ isPublished: true }).where(eq(properties.id, hiddenAgain));
    }
  });
});
