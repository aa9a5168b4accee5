import { eq, sql } from 'drizzle-orm';
import { TOP_CITIES } from '@/lib/destinations';
import { hotelSlug } from '@/lib/slug';
import { describeEachDatabase } from '@/lib/testing/databases';
import { pingDatabase, type DatabaseHandle } from '../client';
import * as t from '../schema';
import { seedDemoCatalogueIfEmpty } from './index';

describeEachDatabase('demo catalogue', (handle, { create }) => {
  it('migrates to an empty schema that answers queries', async () => {
    expect(await pingDatabase(handle.db)).toBe(true);
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.properties);
    expect(row?.n).toBe(0);
  });

  it('seeds the catalogue once', async () => {
    const first = await seedDemoCatalogueIfEmpty(handle.db);
    expect(first?.properties).toBeGreaterThanOrEqual(60);
    expect(first?.rooms).toBeGreaterThan(first?.properties ?? 0);
    expect(await seedDemoCatalogueIfEmpty(handle.db)).toBeNull();
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.properties);
    expect(row?.n).toBe(first?.properties);
  });

  it('stores slugs, ratings and prices the site relies on', async () => {
    const props = await handle.db.select().from(t.properties);
    for (const p of props) {
      expect(p.slug).toBe(hotelSlug(p.name));
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.minPrice).toBeGreaterThan(0);
    }
    const [sample] = props.filter((p) => p.reviewCount > 0);
    expect(sample).toBeDefined();
    const [mean] = await handle.db
      .select({ avg: sql<string>`round(avg(${t.reviews.overall}), 1)` })
      .from(t.reviews)
      .where(eq(t.reviews.propertyId, sample!.id));
    expect(sample!.rating).toBeCloseTo(Number(mean?.avg), 5);
    const types = new Set(props.map((p) => p.type));
    expect([...types].sort()).toEqual(['apartment', 'hotel', 'resort']);
  });

  it('has properties behind every top city link', async () => {
    const empty: string[] = [];
    for (const city of TOP_CITIES) {
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.properties)
        .where(
          sql`lower(${t.properties.city}) = lower(${city.state}) or lower(${t.properties.state}) = lower(${city.state})`,
        );
      if (!row?.n) empty.push(city.state);
    }
    expect(empty).toEqual([]);
  });

  it('refuses a night reserved below zero', async () => {
    const [room] = await handle.db.select({ id: t.roomCategories.id }).from(t.roomCategories).limit(1);
    await expect(
      handle.db.insert(t.roomNights).values({ roomCategoryId: room!.id, night: '2026-12-01', reserved: -1 }),
    ).rejects.toThrow();
  });

  it('stops answering once closed', async () => {
    const other = await create();
    await other.dispose();
    expect(await pingDatabase(other.db, 500)).toBe(false);
  });
});
