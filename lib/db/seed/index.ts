import { eq, sql } from 'drizzle-orm';
import { importCatalogue, propertyColumns, roomColumns } from '@/lib/catalogue/import';
import type { Database } from '../client';
import * as t from '../schema';
import { brandImageUrl, destinationImageUrl } from '@/lib/media/urls';
import { hotelSlug } from '@/lib/slug';
import { loadCatalogue, type Catalogue } from './catalogue';
import { demoCatalogueFile, demoPropertyRecord } from './demo-file';
import type { SeedProperty } from './types';

const SEED_LOCK = 727_002;
const DAY_MS = 86_400_000;

/**
 * Rows for one property and its rooms, ready to insert. Its pictures are the drawings of `pictures` (the property
 * itself in the demo catalogue; a demo property of the same kind for the benchmark's, whose pictures are not made).
 */
export function propertyRows(p: SeedProperty, brandIds: Map<string, string>, pictures: SeedProperty = p) {
  const record = demoPropertyRecord(p, pictures);
  const scores = p.reviews.map((r) => r.overall);
  const rating = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : 0;
  const property: typeof t.properties.$inferInsert = {
    slug: hotelSlug(p.name),
    ...propertyColumns(record, p.brand ? (brandIds.get(p.brand) ?? null) : null),
    rating,
    reviewCount: scores.length,
  };
  // The benchmark's rows belong to no partner: no partner's ids.
  const rooms = (propertyId: string): (typeof t.roomCategories.$inferInsert)[] =>
    record.rooms.map((r, i) => {
      const { externalId: _externalId, ...columns } = roomColumns(r, i);
      return { propertyId, ...columns };
    });
  return { property, rooms };
}

/** Inserts the brands and destinations and returns brand ids by slug. */
export async function seedReferenceData(
  db: Database,
  { brands, destinations }: Pick<Catalogue, 'brands' | 'destinations'>,
): Promise<Map<string, string>> {
  await db
    .insert(t.destinations)
    .values(
      destinations.map((d) => ({
        state: d.state,
        name: d.name,
        sortOrder: d.sortOrder,
        bannerImage: destinationImageUrl(d.name),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.brands)
    .values(brands.map((b) => ({ ...b, logoUrl: brandImageUrl(b.slug, b.color) })))
    .onConflictDoNothing();
  const rows = await db.select({ id: t.brands.id, slug: t.brands.slug }).from(t.brands);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Seeds the demo catalogue when there are no properties yet; returns counts, or null when nothing was done. */
export async function seedDemoCatalogueIfEmpty(db: Database, now = new Date()) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    // Servers starting side by side must not seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.properties);
    if ((existing?.n ?? 0) > 0) return null;

    const catalogue = await loadCatalogue();
    // The demo goes through the partners' import; its pictures are the site's own drawings, so no host is needed.
    const imported = await importCatalogue(demoCatalogueFile(catalogue), { imageHosts: [] }, tx);
    const rows = await tx
      .select({ id: t.properties.id, externalId: t.properties.externalId })
      .from(t.properties)
      .innerJoin(t.partners, eq(t.partners.id, t.properties.partnerId))
      .where(eq(t.partners.slug, imported.partner));
    const idOf = new Map(rows.map((r) => [r.externalId, r.id]));
    const reviews = catalogue.properties.flatMap((p) => {
      const propertyId = idOf.get(hotelSlug(p.name))!;
      return p.reviews.map(({ daysAgo, ...r }) => ({
        ...r,
        propertyId,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      }));
    });
    if (reviews.length) await tx.insert(t.reviews).values(reviews);
    for (const p of catalogue.properties) {
      const scores = p.reviews.map((r) => r.overall);
      if (!scores.length) continue;
      const rating = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
      await tx
        .update(t.properties)
        .set({ rating, reviewCount: scores.length })
        .where(eq(t.properties.id, idOf.get(hotelSlug(p.name))!));
    }
    return {
      properties: imported.properties.created.length,
      rooms: imported.rooms.created.length,
      reviews: reviews.length,
      brands: imported.brands.created.length,
    };
  });
}
