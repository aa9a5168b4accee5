import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { applyAriBatch, readAri, type ResolvedNight } from '@/lib/ari/apply';
import type { AriBatch } from '@/lib/ari/format';
import { getDb, type Database } from '@/lib/db';
import { roomCategories } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import type { PartnerAriBatch } from '@/lib/validation/partner-api';

/** A night's values as a partner sets them, for the audit's before and after. */
type NightValues = Pick<
  ResolvedNight,
  'price' | 'promoPrice' | 'roomsOnSale' | 'closed' | 'minStay' | 'closedToArrival'
>;
export interface AuditedNight {
  roomType: string;
  night: string;
  values: NightValues;
}

const valuesOf = ({
  price,
  promoPrice,
  roomsOnSale,
  closed,
  minStay,
  closedToArrival,
}: ResolvedNight): NightValues => ({
  price,
  promoPrice,
  roomsOnSale,
  closed,
  minStay,
  closedToArrival,
});

/** The property's room types by the partner's ids, in the order the catalogue lists them. */
async function roomTypesOf(propertyId: string, d: Database, activeOnly = false) {
  const rows = await d
    .select({
      id: roomCategories.id,
      externalId: roomCategories.externalId,
      name: roomCategories.name,
      isActive: roomCategories.isActive,
    })
    .from(roomCategories)
    .where(eq(roomCategories.propertyId, propertyId))
    .orderBy(asc(roomCategories.sortOrder));
  return rows.filter((r) => r.externalId !== null && (!activeOnly || r.isActive));
}

/** Every night the batches name, resolved, per room type (the partner's id). */
async function nightsOf(batches: { roomType: string; batch: AriBatch }[], d: Database): Promise<AuditedNight[]> {
  const out: AuditedNight[] = [];
  for (const { roomType, batch } of batches) {
    const from = batch.updates.map((u) => u.from).sort()[0]!;
    const to = batch.updates
      .map((u) => u.to)
      .sort()
      .at(-1)!;
    for (const night of await readAri(batch.roomTypeId, from, to, d)) {
      out.push({ roomType, night: night.night, values: valuesOf(night) });
    }
  }
  return out;
}

/**
 * Applies a partner's rates and availability to one property's room types, named by the partner's ids, in one
 * transaction (lib/ari). Returns the nights it changed, with their values before and after, for the audit.
 */
export async function setPartnerAri(
  propertyId: string,
  input: PartnerAriBatch[],
  db?: Database,
): Promise<{ changed: number; before: AuditedNight[]; after: AuditedNight[] }> {
  const d = db ?? (await getDb());
  const byExternal = new Map((await roomTypesOf(propertyId, d)).map((r) => [r.externalId!, r.id]));
  const fieldErrors: Record<string, FieldError[]> = {};
  const batches = input.flatMap(({ roomType, updates }, i) => {
    const roomTypeId = byExternal.get(roomType);
    if (!roomTypeId) fieldErrors[`${i}.roomType`] = [{ key: 'roomUnknown' }];
    return roomTypeId ? [{ roomType, batch: { roomTypeId, updates } }] : [];
  });
  if (Object.keys(fieldErrors).length) throw new AppError('invalidRequest', 400, { fieldErrors });
  const before = await nightsOf(batches, d);
  const { changed } = await applyAriBatch(
    batches.map((b) => b.batch),
    d,
  );
  if (!changed) return { changed, before: [], after: [] };
  const after = await nightsOf(batches, d);
  // Only the nights whose values moved: a year's batch that changes one night keeps one night.
  const differs = after.map((a, i) => JSON.stringify(a.values) !== JSON.stringify(before[i]!.values));
  return { changed, before: before.filter((_, i) => differs[i]), after: after.filter((_, i) => differs[i]) };
}

/** One room type's resolved nights from `from` to `to`, by the partner's id. */
export interface PartnerRoomTypeAri {
  roomType: string;
  name: string;
  nights: ResolvedNight[];
}

/** The resolved nightly values of every room type on sale at the property, from `from` to `to` (both included). */
export async function readPartnerAri(
  propertyId: string,
  from: string,
  to: string,
  db?: Database,
): Promise<PartnerRoomTypeAri[]> {
  const d = db ?? (await getDb());
  const out: PartnerRoomTypeAri[] = [];
  for (const r of await roomTypesOf(propertyId, d, true)) {
    out.push({ roomType: r.externalId!, name: r.name, nights: await readAri(r.id, from, to, d) });
  }
  return out;
}
