import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { periodOf, writePricePeriods, type RatePeriod } from '@/lib/ari/rates';
import { addDays, todayInLagos } from '@/lib/dates';
import type { Database } from '@/lib/db/client';
import { refreshPropertySummaries } from '@/lib/db/property-summary';
import * as t from '@/lib/db/schema';
import { brandImageUrl, destinationImageUrl } from '@/lib/media/urls';
import { hotelSlug, normaliseText } from '@/lib/slug';
import { env } from '@/lib/env';
import { lastCheckOut } from '@/lib/validation/stay';
import type { BrandRecord, CatalogueFile, DestinationRecord, PropertyRecord, RateLine, RoomTypeRecord } from './format';
import { changedFields, readStoredCatalogue, type StoredCatalogue, type StoredProperty } from './stored';
import { checkCatalogue, recordPath } from './validate';

// Imports take turns: two files of one partner applied at once could both create the same record.
const CATALOGUE_LOCK = 727_003;

/** What an import did (or, for a dry run, would do) to one kind of record, by the partner's ids. */
export interface KindChanges {
  created: string[];
  changed: { id: string; fields: string[] }[];
  /** Properties unpublished, or room types taken off sale, because the file no longer lists them. */
  unpublished: string[];
}

export interface CatalogueResult {
  partner: string;
  dryRun: boolean;
  brands: KindChanges;
  destinations: KindChanges;
  properties: KindChanges;
  /** Room types, as "propertyId/roomTypeId". */
  rooms: KindChanges;
  /** Records created, changed and unpublished together; 0 when the database already matches the file. */
  changes: number;
  /** Nights whose price or promo the file's rates set anew (a room type whose rates changed counts as changed). */
  pricedNights: number;
}

/** A room type's rates in the file, with where they are (for messages) and the room type's row. */
interface RoomRates {
  roomId: string;
  key: string;
  known: boolean;
  rates: RateLine[];
  path: (string | number)[];
}

/** A file that cannot be imported; `errors` name the record and the field, one line each. Nothing was written. */
export class CatalogueError extends Error {
  constructor(readonly errors: string[]) {
    super(`The catalogue file has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n${errors.join('\n')}`);
    this.name = 'CatalogueError';
  }
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Hosts photos may come from; IMAGE_HOSTS by default. */
  imageHosts?: string[];
  /** Leave the partner's properties the file does not list as they are (one property sent alone), not unpublished. */
  keepUnlisted?: boolean;
}

const none = (): KindChanges => ({ created: [], changed: [], unpublished: [] });

/** A property record's columns (without its keys and slug). */
export function propertyColumns(p: PropertyRecord, brandId: string | null) {
  return {
    name: p.name,
    type: p.type,
    categories: p.categories,
    brandId,
    address: p.address,
    city: p.city,
    state: p.state,
    searchText: normaliseText(`${p.name} ${p.city} ${p.state}`),
    latitude: p.latitude,
    longitude: p.longitude,
    description: p.description,
    amenities: p.amenities,
    images: p.photos,
    phone: p.phone,
    email: p.email,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    isFeatured: p.featured,
    isPublished: true,
  };
}

/** A room type record's columns, with its key. */
export function roomColumns(r: RoomTypeRecord, sortOrder: number) {
  return {
    externalId: r.id,
    name: r.name,
    description: r.description,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
    bedType: r.beds,
    sizeSqm: r.sizeSqm,
    totalRooms: r.totalRooms,
    standardPrice: r.standardPrice,
    promoPrice: r.promoPrice,
    nonRefundable: r.nonRefundable,
    amenities: r.amenities,
    images: r.photos,
    sortOrder,
    isActive: true,
  };
}

/** Properties created per statement: a few hundred rows keep each statement well under PostgreSQL's parameter limit. */
const INSERT_CHUNK = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * For each base, a slug that no row of the table holds yet, nor any slug given out earlier in this import: the base
 * itself, else the base with the first free number (-2, -3, …). One read of the table's slugs for all of them.
 */
async function freeSlugs(
  db: Database,
  table: typeof t.properties | typeof t.brands,
  bases: string[],
  taken: Set<string>,
): Promise<string[]> {
  if (!bases.length) return [];
  const wanted = `{${[...new Set(bases)].map((b) => JSON.stringify(b)).join(',')}}`;
  const stored = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      sql`${table.slug} = any(${wanted}::text[]) or substring(${table.slug} from '^(.*)-[0-9]+$') = any(${wanted}::text[])`,
    );
  const used = new Set(stored.map((r) => r.slug));
  return bases.map((base) => {
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (taken.has(slug) || used.has(slug)) continue;
      taken.add(slug);
      return slug;
    }
  });
}

class Importer {
  readonly result: CatalogueResult;
  private readonly slugs = new Set<string>();
  private readonly brandRows = new Map<string, string>();
  private readonly touched = new Set<string>();
  private readonly rates = new Map<string, RoomRates>();

  constructor(
    private readonly db: Database,
    private readonly input: unknown,
    private readonly file: CatalogueFile,
    private readonly stored: StoredCatalogue,
    private readonly partnerId: string | null,
    dryRun: boolean,
  ) {
    this.result = {
      partner: file.partner,
      dryRun,
      brands: none(),
      destinations: none(),
      properties: none(),
      rooms: none(),
      changes: 0,
      pricedNights: 0,
    };
  }

  private get writing() {
    return !this.result.dryRun;
  }

  async brands() {
    for (const b of this.file.brands) {
      const known = this.stored.brands.get(b.id);
      const slug = known?.slug ?? (await freeSlugs(this.db, t.brands, [hotelSlug(b.id) || 'brand'], this.slugs))[0]!;
      const next: BrandRecord = { ...b, logo: b.logo ?? brandImageUrl(slug, b.color) };
      const columns = { name: next.name, color: next.color, description: next.description, logoUrl: next.logo! };
      if (!known) {
        this.result.brands.created.push(b.id);
        if (!this.writing) continue;
        const [row] = await this.db
          .insert(t.brands)
          .values({ ...columns, slug, partnerId: this.partnerId, externalId: b.id })
          .returning({ id: t.brands.id });
        this.brandRows.set(b.id, row!.id);
        continue;
      }
      this.brandRows.set(b.id, known.rowId);
      const fields = changedFields(known.record, next);
      if (!fields.length) continue;
      this.result.brands.changed.push({ id: b.id, fields });
      if (this.writing) await this.db.update(t.brands).set(columns).where(eq(t.brands.id, known.rowId));
    }
  }

  async destinations() {
    for (const [i, d] of this.file.destinations.entries()) {
      const known = this.stored.destinations.get(d.id);
      const next: DestinationRecord = { ...d, banner: d.banner ?? destinationImageUrl(d.name) };
      const fields = known ? changedFields(known.record, next) : [];
      if (known && !fields.length) continue;
      if (!known || fields.includes('state')) await this.stateIsFree(d.state, known?.rowId, i);
      const columns = { state: next.state, name: next.name, bannerImage: next.banner!, sortOrder: next.sortOrder };
      if (!known) {
        this.result.destinations.created.push(d.id);
        if (this.writing) {
          await this.db.insert(t.destinations).values({ ...columns, partnerId: this.partnerId, externalId: d.id });
        }
        continue;
      }
      this.result.destinations.changed.push({ id: d.id, fields });
      if (this.writing) await this.db.update(t.destinations).set(columns).where(eq(t.destinations.id, known.rowId));
    }
  }

  /** Destinations are the site's, one per state: another partner's (or an older) one keeps its state. */
  private async stateIsFree(state: string, rowId: string | undefined, index: number) {
    const [other] = await this.db
      .select({ id: t.destinations.id })
      .from(t.destinations)
      .where(and(eq(t.destinations.state, state), rowId ? ne(t.destinations.id, rowId) : undefined))
      .limit(1);
    if (other) {
      throw new CatalogueError([
        `${recordPath(this.input, ['destinations', index, 'state'])}: Another destination already has the state "${state}"`,
      ]);
    }
  }

  async properties() {
    const created: PropertyRecord[] = [];
    for (const [index, p] of this.file.properties.entries()) {
      const known = this.stored.properties.get(p.id);
      const brandId = p.brand ? (this.brandRows.get(p.brand) ?? null) : null;
      const { rooms, ...record } = p;
      if (!known) {
        this.result.properties.created.push(p.id);
        rooms.forEach((r) => this.result.rooms.created.push(`${p.id}/${r.id}`));
        created.push(p);
        // Until the room types are written (never, in a dry run), their rates are counted against a stand-in id.
        rooms.forEach((r, i) => this.keepRates(p, index, i, randomUUID(), false));
        continue;
      }
      const fields = changedFields(known.record, record);
      if (!known.live) fields.push('published');
      if (fields.length) {
        this.result.properties.changed.push({ id: p.id, fields });
        if (this.writing) {
          await this.db
            .update(t.properties)
            .set({ ...propertyColumns(p, brandId), updatedAt: new Date() })
            .where(eq(t.properties.id, known.rowId));
        }
      }
      await this.rooms(p, index, known.rowId, known.rooms);
    }
    if (this.writing) await this.create(created);
  }

  private keepRates(p: PropertyRecord, index: number, i: number, roomId: string, known: boolean) {
    const r = p.rooms[i]!;
    const key = `${p.id}/${r.id}`;
    if (r.rates?.length) {
      this.rates.set(key, { roomId, key, known, rates: r.rates, path: ['properties', index, 'rooms', i, 'rates'] });
    }
  }

  /**
   * The file's rates, after every room type is written: dates within the booking horizon (else the whole import is
   * refused), then stored as rate periods (lib/ari/rates.ts) in the file's order. A known room type whose nights'
   * prices change counts as changed ("rates").
   */
  async applyRates() {
    const rooms = [...this.rates.values()];
    if (!rooms.length) return;
    const first = todayInLagos();
    const last = addDays(lastCheckOut(env.BOOKING_HORIZON_DAYS, first), -1);
    const errors: string[] = [];
    for (const room of rooms) {
      room.rates.forEach((line, k) => {
        if (line.from < first)
          errors.push(`${recordPath(this.input, [...room.path, k, 'from'])}: Dates must be from ${first} to ${last}`);
        if (line.to > last)
          errors.push(`${recordPath(this.input, [...room.path, k, 'to'])}: Dates must be from ${first} to ${last}`);
      });
    }
    if (errors.length) throw new CatalogueError(errors);
    const periods = rooms.flatMap((room) =>
      room.rates.map((line) => periodOf(room.roomId, line)).filter((p): p is RatePeriod => p !== null),
    );
    const known = rooms.filter((r) => r.known);
    const priced = await writePricePeriods(periods, this.db, new Set(known.map((r) => r.roomId)), {
      write: this.writing,
    });
    this.result.pricedNights = priced.count;
    const changed = new Map(this.result.rooms.changed.map((c) => [c.id, c]));
    for (const room of known) {
      if (!priced.nights.get(room.roomId)?.some((n) => n === 1)) continue;
      const entry = changed.get(room.key);
      if (entry) entry.fields.push('rates');
      else this.result.rooms.changed.push({ id: room.key, fields: ['rates'] });
    }
  }

  /** New properties and their room types, a few hundred rows per statement. */
  private async create(created: PropertyRecord[]) {
    const slugs = await freeSlugs(
      this.db,
      t.properties,
      created.map((p) => hotelSlug(p.name) || hotelSlug(p.id) || 'stay'),
      this.slugs,
    );
    const slugOf = new Map(created.map((p, i) => [p.id, slugs[i]!]));
    const indexOf = new Map(this.file.properties.map((p, i) => [p, i]));
    for (const part of chunks(created, INSERT_CHUNK)) {
      const rows = await this.db
        .insert(t.properties)
        .values(
          part.map((p) => ({
            ...propertyColumns(p, p.brand ? (this.brandRows.get(p.brand) ?? null) : null),
            slug: slugOf.get(p.id)!,
            partnerId: this.partnerId,
            externalId: p.id,
          })),
        )
        .returning({ id: t.properties.id });
      const rooms = part.flatMap((p, i) => p.rooms.map((r, n) => ({ ...roomColumns(r, n), propertyId: rows[i]!.id })));
      const made = rooms.length
        ? await this.db.insert(t.roomCategories).values(rooms).returning({
            id: t.roomCategories.id,
            propertyId: t.roomCategories.propertyId,
            key: t.roomCategories.externalId,
          })
        : [];
      const madeId = new Map(made.map((m) => [`${m.propertyId}/${m.key}`, m.id]));
      part.forEach((p, i) =>
        p.rooms.forEach((r, n) => {
          const roomId = madeId.get(`${rows[i]!.id}/${r.id}`);
          if (roomId) this.keepRates(p, indexOf.get(p)!, n, roomId, false);
        }),
      );
      rows.forEach((r) => this.touched.add(r.id));
    }
  }

  private async rooms(p: PropertyRecord, index: number, propertyId: string, stored: StoredProperty['rooms']) {
    const listed = new Set(p.rooms.map((r) => r.id));
    // A room type moved when its rank among the kept ones differs; numbers alone may have gaps from earlier files.
    const kept = p.rooms.filter((r) => stored.has(r.id)).map((r) => r.id);
    const keptBefore = [...kept].sort((a, b) => stored.get(a)!.sortOrder - stored.get(b)!.sortOrder);
    for (const [i, r] of p.rooms.entries()) {
      const known = stored.get(r.id);
      const key = `${p.id}/${r.id}`;
      if (!known) {
        this.result.rooms.created.push(key);
        let roomId: string = randomUUID();
        if (this.writing) {
          const [made] = await this.db
            .insert(t.roomCategories)
            .values({ ...roomColumns(r, i), propertyId })
            .returning({ id: t.roomCategories.id });
          roomId = made!.id;
        }
        this.keepRates(p, index, i, roomId, false);
        this.touched.add(propertyId);
        continue;
      }
      this.keepRates(p, index, i, known.rowId, true);
      const { rates: _rates, ...room } = r;
      const fields = changedFields(known.record, room);
      if (kept.indexOf(r.id) !== keptBefore.indexOf(r.id)) fields.push('position');
      if (!known.live) fields.push('published');
      if (fields.length) {
        this.result.rooms.changed.push({ id: key, fields });
        this.touched.add(propertyId);
      }
      if (this.writing && (fields.length || known.sortOrder !== i)) {
        await this.db.update(t.roomCategories).set(roomColumns(r, i)).where(eq(t.roomCategories.id, known.rowId));
      }
    }
    const gone = [...stored.entries()].filter(([id, s]) => s.live && !listed.has(id));
    for (const [id] of gone) this.result.rooms.unpublished.push(`${p.id}/${id}`);
    if (gone.length && this.writing) {
      await this.db
        .update(t.roomCategories)
        .set({ isActive: false })
        .where(
          inArray(
            t.roomCategories.id,
            gone.map(([, s]) => s.rowId),
          ),
        );
    }
    if (gone.length) this.touched.add(propertyId);
  }

  async unpublishMissing() {
    const listed = new Set(this.file.properties.map((p) => p.id));
    const gone = [...this.stored.properties.values()].filter((s) => s.live && !listed.has(s.record.id));
    this.result.properties.unpublished.push(...gone.map((s) => s.record.id));
    if (gone.length && this.writing) {
      await this.db
        .update(t.properties)
        .set({ isPublished: false, updatedAt: new Date() })
        .where(
          inArray(
            t.properties.id,
            gone.map((s) => s.rowId),
          ),
        );
    }
  }

  async finish() {
    if (this.writing) await refreshPropertySummaries(this.db, [...this.touched]);
    const kinds = [this.result.brands, this.result.destinations, this.result.properties, this.result.rooms];
    this.result.changes = kinds.reduce((n, k) => n + k.created.length + k.changed.length + k.unpublished.length, 0);
  }
}

async function partnerOf(file: CatalogueFile, dryRun: boolean, db: Database): Promise<string | null> {
  const [found] = await db.select().from(t.partners).where(eq(t.partners.slug, file.partner)).limit(1);
  if (found) {
    if (!dryRun && file.partnerName && file.partnerName !== found.name) {
      await db.update(t.partners).set({ name: file.partnerName }).where(eq(t.partners.id, found.id));
    }
    return found.id;
  }
  if (dryRun) return null;
  const [created] = await db
    .insert(t.partners)
    .values({ slug: file.partner, name: file.partnerName ?? file.partner })
    .returning({ id: t.partners.id });
  return created!.id;
}

/**
 * Applies a partner's catalogue file in one transaction, whole or not at all: records are created or updated by the
 * partner's ids (only when a field differs), properties the file leaves out are unpublished and room types it leaves
 * out are taken off sale (never deleted: their bookings stay). A dry run reports the same and writes nothing. Throws
 * CatalogueError for a file that cannot be imported. Callers inside a server then call catalogueChanged().
 */
export async function importCatalogue(
  input: unknown,
  { dryRun = false, imageHosts, keepUnlisted = false }: ImportOptions = {},
  db: Database,
): Promise<CatalogueResult> {
  const checked = checkCatalogue(input, imageHosts);
  if (!checked.ok) throw new CatalogueError(checked.errors);
  const file = checked.file;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const partnerId = await partnerOf(file, dryRun, tx);
    const importer = new Importer(tx, input, file, await readStoredCatalogue(partnerId, tx), partnerId, dryRun);
    await importer.brands();
    await importer.destinations();
    await importer.properties();
    await importer.applyRates();
    if (!keepUnlisted) await importer.unpublishMissing();
    await importer.finish();
    return importer.result;
  });
}
