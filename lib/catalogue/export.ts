import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '@/lib/ari/format';
import { readPeriods, type RatePeriod } from '@/lib/ari/rates';
import { todayInLagos } from '@/lib/dates';
import type { Database } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { CatalogueFile, RateLine } from './format';
import { readStoredCatalogue } from './stored';

const byId = <R extends { id: string }>(a: R, b: R) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A stored rate period as a line of the file, from today at the earliest. */
function rateLine(p: RatePeriod, today: string): RateLine {
  return {
    from: p.starts < today ? today : p.starts,
    to: p.ends,
    ...(p.days === 0b111_1111 ? {} : { days: WEEKDAYS.filter((_, i) => (p.days & (1 << i)) !== 0) }),
    ...(p.setsPrice ? { price: p.price } : {}),
    ...(p.setsPromo ? { promoPrice: p.promoPrice } : {}),
  };
}

/**
 * The partner's catalogue as a catalogue file: its brands, destinations, published properties and the room types on
 * sale with their rates from today on (in the order they were set), in a stable order. Importing it again changes
 * nothing. Null when no partner has that id.
 */
export async function exportCatalogue(partner: string, db: Database): Promise<CatalogueFile | null> {
  const [row] = await db.select().from(t.partners).where(eq(t.partners.slug, partner)).limit(1);
  if (!row) return null;
  const stored = await readStoredCatalogue(row.id, db);
  const today = todayInLagos();
  const live = [...stored.properties.values()].filter((p) => p.live);
  const roomIds = live.flatMap((p) => [...p.rooms.values()].filter((r) => r.live).map((r) => r.rowId));
  const rates = new Map<string, RateLine[]>();
  for (const period of await readPeriods(roomIds, today, '9999-12-31', db)) {
    rates.set(period.roomCategoryId, [...(rates.get(period.roomCategoryId) ?? []), rateLine(period, today)]);
  }
  return {
    $schema: './catalogue.schema.json',
    partner: row.slug,
    partnerName: row.name,
    brands: [...stored.brands.values()].map((b) => b.record).sort(byId),
    destinations: [...stored.destinations.values()].map((d) => d.record).sort(byId),
    properties: live
      .map((p) => ({
        ...p.record,
        rooms: [...p.rooms.values()]
          .filter((r) => r.live)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((r) => (rates.has(r.rowId) ? { ...r.record, rates: rates.get(r.rowId) } : r.record)),
      }))
      .sort(byId),
  };
}

/** The ids of the partners that have a catalogue, for a command that must pick one. */
export async function partnerIds(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: t.partners.slug }).from(t.partners).orderBy(t.partners.slug);
  return rows.map((r) => r.slug);
}
