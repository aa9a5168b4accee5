import 'server-only';
import { and, eq } from 'drizzle-orm';
import { importCatalogue, type CatalogueResult } from '@/lib/catalogue/import';
import { readStoredCatalogue } from '@/lib/catalogue/stored';
import { getDb, type Database } from '@/lib/db';
import { properties } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { catalogueChanged } from './catalogue-changes';
import type { PartnerCaller } from './partner-keys';

/** The caller's property with the partner's id `externalId`; another partner's or an unknown one is the same 404. */
export async function findPartnerProperty(
  caller: PartnerCaller,
  externalId: string,
  db?: Database,
): Promise<{ id: string; externalId: string }> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.partnerId, caller.partnerId), eq(properties.externalId, externalId)));
  if (!row) throw new AppError('propertyNotFound', 404);
  return { id: row.id, externalId };
}

/**
 * Imports a whole catalogue file for the caller's partner (docs/catalogue.md); a file naming another partner is 403.
 * Throws CatalogueError for a file that cannot be imported.
 */
export async function importPartnerCatalogue(
  caller: PartnerCaller,
  input: unknown,
  dryRun: boolean,
  db?: Database,
): Promise<CatalogueResult> {
  const named = input && typeof input === 'object' ? (input as { partner?: unknown }).partner : undefined;
  if (typeof named === 'string' && named !== caller.partnerSlug) {
    throw new AppError('partnerMismatch', 403, { values: { partner: caller.partnerSlug } });
  }
  const result = await importCatalogue(input, { dryRun }, db ?? (await getDb()));
  if (!dryRun && result.changes) catalogueChanged();
  return result;
}

/**
 * Creates or updates one property of the caller's partner with its room types, as the catalogue format's property
 * record; the partner's other properties stay as they are. A brand the record names must be the partner's already.
 * Returns the import's changes and the stored record before it (null for a new property).
 */
export async function putPartnerProperty(
  caller: PartnerCaller,
  record: Record<string, unknown>,
  db?: Database,
): Promise<{ result: CatalogueResult; before: unknown; propertyId: string }> {
  const d = db ?? (await getDb());
  const stored = await readStoredCatalogue(caller.partnerId, d);
  const externalId = String(record.id);
  const known = stored.properties.get(externalId);
  const before = known ? { ...known.record, rooms: [...known.rooms.values()].map((r) => r.record) } : null;
  const brand = typeof record.brand === 'string' ? stored.brands.get(record.brand)?.record : undefined;
  const file = { partner: caller.partnerSlug, brands: brand ? [brand] : [], properties: [record] };
  const result = await importCatalogue(file, { keepUnlisted: true }, d);
  if (result.changes) catalogueChanged();
  const { id: propertyId } = await findPartnerProperty(caller, externalId, d);
  return { result, before, propertyId };
}
