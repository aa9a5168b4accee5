import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { TOP_CITIES } from '@/lib/destinations';
import { hotelSlug } from '@/lib/slug';
import { describeEachDatabase, type SuiteDatabase } from '@/lib/testing/databases';
import { pingDatabase } from '../client';
import * as t from '../schema';
import { importCatalogue } from '@/lib/catalogue/import';
import { loadCatalogue } from './catalogue';
import { demoCatalogueFile } from './demo-file';
import { seedDemoCatalogueIfEmpty } from './index';

const SEEDED_AT = new Date('2026-03-02T09:00:00Z');

const digest = (rows: unknown[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);

/** What the demo catalogue puts in each table, without generated ids and clock times, in a stable order. */
async function seededContent(db: SuiteDatabase['db']) {
  // Sorted here, not in SQL: the two databases may collate text differently.
  const byKey = <T>(rows: T[], key: (row: T) => string) =>
    rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const brandRows = byKey(await db.select().from(t.brands), (b) => b.slug);
  const brandSlug = new Map(brandRows.map((b) => [b.id, b.slug]));
  const props = byKey(await db.select().from(t.properties), (p) => p.name);
  const nameOf = new Map(props.map((p) => [p.id, p.name]));
  const rooms = await db.select().from(t.roomCategories);
  const reviews = await db.select().from(t.reviews);
  return {
    // The partner's keys are checked on their own below: the rows themselves are what the demo always stored.
    brands: brandRows.map(({ id: _id, createdAt: _c, partnerId: _p, externalId: _e, ...b }) => b),
    destinations: (await db.select().from(t.destinations).orderBy(asc(t.destinations.sortOrder))).map(
      ({ id: _id, partnerId: _p, externalId: _e, ...d }) => d,
    ),
    // Slugs follow lib/slug.ts's rule, checked on their own below.
    properties: props.map(
      ({ id: _id, slug: _s, brandId, createdAt: _c, updatedAt: _u, partnerId: _p, externalId: _e, ...p }) => ({
        ...p,
        brand: brandId ? brandSlug.get(brandId) : null,
      }),
    ),
    rooms: byKey(
      rooms.map(({ id: _id, propertyId, externalId: _e, isActive: _a, ...r }) => ({
        property: nameOf.get(propertyId),
        ...r,
      })),
      (r) => `${r.property}/${String(r.sortOrder).padStart(2, '0')}`,
    ),
    reviews: byKey(
      reviews.map(({ id: _id, propertyId, createdAt, ...r }) => ({
        property: nameOf.get(propertyId),
        ...r,
        createdAt: createdAt.toISOString(),
      })),
      (r) => `${r.property}/${r.createdAt}/${r.authorName}`,
    ),
  };
}

describeEachDatabase('demo catalogue', (handle, { create }) => {
  it('migrates to an empty schema that answers queries', async () => {
    expect(await pingDatabase(handle.db)).toBe(true);
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.properties);
    expect(row?.n).toBe(0);
  });

  it('seeds the catalogue once', async () => {
    const first = await seedDemoCatalogueIfEmpty(handle.db, SEEDED_AT);
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
    // Capacity summaries: what every room of a property sleeps together.
    const rooms = await handle.db.select().from(t.roomCategories);
    for (const p of props) {
      const own = rooms.filter((r) => r.propertyId === p.id);
      expect([p.capacityRooms, p.capacityAdults, p.capacityChildren]).toEqual([
        own.reduce((n, r) => n + r.totalRooms, 0),
        own.reduce((n, r) => n + r.totalRooms * r.maxAdults, 0),
        own.reduce((n, r) => n + r.totalRooms * r.maxChildren, 0),
      ]);
    }
    expect(props.some((p) => p.capacityChildren > 0)).toBe(true);
    const types = new Set(props.map((p) => p.type));
    expect([...types].sort()).toEqual(['apartment', 'hotel', 'resort']);
  });

  // Fingerprints of every seeded row: a change of the catalogue's storage or of the seeder that alters a single
  // property, room, price, review, slug or picture shows here. Update them only with a deliberate catalogue change.
  it('stores the demo catalogue exactly as written', async () => {
    const content = await seededContent(handle.db);
    expect(Object.fromEntries(Object.entries(content).map(([table, rows]) => [table, rows.length]))).toEqual({
      brands: 8,
      destinations: 9,
      properties: 64,
      reviews: 361,
      rooms: 197,
    });
    expect(Object.fromEntries(Object.entries(content).map(([table, rows]) => [table, digest(rows)]))).toEqual({
      brands: 'a52104a1e804d9c9',
      destinations: 'e734eb54e00d8a3a',
      properties: '0318412cb67d63e8',
      reviews: '97285d35b1bce3e7',
      rooms: '522c5c9c0513fa9b',
    });
  });

  it('belongs to the demo partner, loaded by the import: loading its file again changes nothing', async () => {
    const [partner] = await handle.db.select().from(t.partners);
    expect(partner?.slug).toBe('demo');
    const props = await handle.db.select().from(t.properties);
    expect(props.every((p) => p.partnerId === partner!.id && p.externalId === p.slug)).toBe(true);
    const rooms = await handle.db.select().from(t.roomCategories);
    expect(rooms.every((r) => r.isActive && r.externalId)).toBe(true);
    const again = await importCatalogue(demoCatalogueFile(await loadCatalogue()), { imageHosts: [] }, handle.db);
    expect(again.changes).toBe(0);
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
