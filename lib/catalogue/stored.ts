import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { BrandRecord, DestinationRecord, PropertyRecord, RoomTypeRecord } from './format';

export interface Stored<R> {
  rowId: string;
  record: R;
  /** Published (properties) or on sale (room types); brands and destinations always are. */
  live: boolean;
}

export interface StoredProperty extends Stored<Omit<PropertyRecord, 'rooms'>> {
  slug: string;
  rooms: Map<string, Stored<RoomTypeRecord> & { sortOrder: number }>;
}

/** What the database holds of one partner's catalogue, as records of the file format, by the partner's ids. */
export interface StoredCatalogue {
  brands: Map<string, Stored<BrandRecord> & { slug: string }>;
  destinations: Map<string, Stored<DestinationRecord>>;
  properties: Map<string, StoredProperty>;
}

/** The room type's columns as a record of the file. */
export function roomRecord(r: typeof t.roomCategories.$inferSelect): RoomTypeRecord {
  return {
    id: r.externalId ?? r.id,
    name: r.name,
    description: r.description,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
    beds: r.bedType,
    sizeSqm: r.sizeSqm,
    amenities: r.amenities,
    photos: r.images,
    totalRooms: r.totalRooms,
    standardPrice: r.standardPrice,
    promoPrice: r.promoPrice,
    nonRefundable: r.nonRefundable,
  };
}

/** Reads the partner's catalogue, unpublished properties and room types off sale included. */
export async function readStoredCatalogue(partnerId: string | null, db: Database): Promise<StoredCatalogue> {
  const stored: StoredCatalogue = { brands: new Map(), destinations: new Map(), properties: new Map() };
  if (!partnerId) return stored;
  const brandRows = await db.select().from(t.brands).where(eq(t.brands.partnerId, partnerId));
  const brandExternal = new Map<string, string>();
  for (const b of brandRows) {
    if (!b.externalId) continue;
    brandExternal.set(b.id, b.externalId);
    stored.brands.set(b.externalId, {
      rowId: b.id,
      slug: b.slug,
      live: true,
      record: { id: b.externalId, name: b.name, color: b.color, description: b.description, logo: b.logoUrl },
    });
  }
  const destinationRows = await db.select().from(t.destinations).where(eq(t.destinations.partnerId, partnerId));
  for (const d of destinationRows) {
    if (!d.externalId) continue;
    stored.destinations.set(d.externalId, {
      rowId: d.id,
      live: true,
      record: { id: d.externalId, state: d.state, name: d.name, banner: d.bannerImage, sortOrder: d.sortOrder },
    });
  }
  const propertyRows = await db.select().from(t.properties).where(eq(t.properties.partnerId, partnerId));
  const byRowId = new Map<string, StoredProperty>();
  for (const p of propertyRows) {
    if (!p.externalId) continue;
    const entry: StoredProperty = {
      rowId: p.id,
      slug: p.slug,
      live: p.isPublished,
      rooms: new Map(),
      record: {
        id: p.externalId,
        name: p.name,
        type: p.type,
        categories: p.categories as PropertyRecord['categories'],
        brand: p.brandId ? (brandExternal.get(p.brandId) ?? null) : null,
        address: p.address,
        city: p.city,
        state: p.state,
        latitude: p.latitude,
        longitude: p.longitude,
        description: p.description,
        amenities: p.amenities as PropertyRecord['amenities'],
        photos: p.images,
        phone: p.phone,
        email: p.email,
        checkInTime: p.checkInTime,
        checkOutTime: p.checkOutTime,
        featured: p.isFeatured,
      },
    };
    stored.properties.set(p.externalId, entry);
    byRowId.set(p.id, entry);
  }
  if (byRowId.size) {
    const rooms = await db
      .select()
      .from(t.roomCategories)
      .where(inArray(t.roomCategories.propertyId, [...byRowId.keys()]))
      .orderBy(asc(t.roomCategories.sortOrder));
    for (const r of rooms) {
      const owner = byRowId.get(r.propertyId);
      if (!owner || !r.externalId) continue;
      owner.rooms.set(r.externalId, { rowId: r.id, live: r.isActive, sortOrder: r.sortOrder, record: roomRecord(r) });
    }
  }
  return stored;
}

/** The fields of `next` whose values differ from `current` (by their JSON), in the order of `next`. */
export function changedFields<R extends object>(current: R, next: R): string[] {
  return Object.keys(next).filter(
    (key) =>
      JSON.stringify((current as Record<string, unknown>)[key]) !==
      JSON.stringify((next as Record<string, unknown>)[key]),
  );
}
