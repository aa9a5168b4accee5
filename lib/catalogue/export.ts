import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { CatalogueFile } from './format';
import { readStoredCatalogue } from './stored';

const byId = <R extends { id: string }>(a: R, b: R) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The partner's catalogue as a catalogue file: its brands, destinations, published properties and the room types on
 * sale, in a stable order. Importing it again changes nothing. Null when no partner has that id.
 */
export async function exportCatalogue(partner: string, db: Database): Promise<CatalogueFile | null> {
  const [row] = await db.select().from(t.partners).where(eq(t.partners.slug, partner)).limit(1);
  if (!row) return null;
  const stored = await readStoredCatalogue(row.id, db);
  return {
    $schema: './catalogue.schema.json',
    partner: row.slug,
    partnerName: row.name,
    brands: [...stored.brands.values()].map((b) => b.record).sort(byId),
    destinations: [...stored.destinations.values()].map((d) => d.record).sort(byId),
    properties: [...stored.properties.values()]
      .filter((p) => p.live)
      .map((p) => ({
        ...p.record,
        rooms: [...p.rooms.values()]
          .filter((r) => r.live)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((r) => r.record),
      }))
      .sort(byId),
  };
}

/** The ids of the partners that have a catalogue, for a command that must pick one. */
export async function partnerIds(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: t.partners.slug }).from(t.partners).orderBy(t.partners.slug);
  return rows.map((r) => r.slug);
}
