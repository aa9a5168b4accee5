import 'server-only';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, withRetry } from '@/lib/data/db-helpers';
import { catalogueChanged } from '@/lib/data/catalogue-changes';
import { addDays, todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { roomCategories, roomNights } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError, type FieldError } from '@/lib/errors';
import { lastCheckOut } from '@/lib/validation/stay';
import { nightChanges, type AriBatch, type NightChange } from './format';

/** A night's own values as stored (null = the room type's). */
interface StoredNight {
  price: number | null;
  promoPrice: number | null;
  roomsOnSale: number | null;
  closed: boolean;
  minStay: number | null;
  closedToArrival: boolean;
}

const KEYS = ['price', 'promoPrice', 'roomsOnSale', 'closed', 'minStay', 'closedToArrival'] as const;
const UNSET: StoredNight = {
  price: null,
  promoPrice: null,
  roomsOnSale: null,
  closed: false,
  minStay: null,
  closedToArrival: false,
};

export interface AriResult {
  /** Nights whose values changed; 0 when the batch only repeats what is stored. */
  changed: number;
}

/** The nights a batch may set: from today in Lagos to the last night of the longest stay the horizon allows. */
function assertWithinHorizon(batches: readonly AriBatch[], now: Date) {
  const first = todayInLagos(now);
  const last = addDays(lastCheckOut(env.BOOKING_HORIZON_DAYS, first), -1);
  const fieldErrors: Record<string, FieldError[]> = {};
  batches.forEach((batch, b) =>
    batch.updates.forEach((u, i) => {
      const at = `${batches.length > 1 ? `${b}.` : ''}updates.${i}`;
      if (u.from < first) fieldErrors[`${at}.from`] = [{ key: 'ariRangeOutside', values: { first, last } }];
      if (u.to > last) fieldErrors[`${at}.to`] = [{ key: 'ariRangeOutside', values: { first, last } }];
    }),
  );
  if (Object.keys(fieldErrors).length) throw new AppError('invalidRequest', 400, { fieldErrors });
}

async function applyOne(batch: AriBatch, tx: Database): Promise<number> {
  const [room] = await tx
    .select({ id: roomCategories.id, name: roomCategories.name, totalRooms: roomCategories.totalRooms })
    .from(roomCategories)
    .where(eq(roomCategories.id, batch.roomTypeId));
  if (!room) throw new AppError('roomTypeNotFound', 404);
  const changes = [...nightChanges(batch.updates)].sort(([a], [b]) => a.localeCompare(b));
  if (!changes.length) return 0;
  if (changes.every(([, change]) => change.roomsOnSale === undefined))
    return upsertNights([{ roomId: room.id, changes }], tx);
  const nights = changes.map(([night]) => night);
  // Every night gets its row first, then all are locked in night order (the order bookings lock them in): a
  // booking cannot count a night between the check below and the write.
  await tx.execute(sql`
    insert into room_nights (room_category_id, night)
    select ${room.id}::uuid, n::date from unnest(${`{${nights.join(',')}}`}::date[]) as n order by 1, 2
    on conflict do nothing`);
  const stored = await tx
    .select()
    .from(roomNights)
    .where(and(eq(roomNights.roomCategoryId, room.id), inArray(roomNights.night, nights)))
    .orderBy(asc(roomNights.night))
    .for('update');
  const byNight = new Map(stored.map((r) => [r.night, r]));
  const rows: (StoredNight & { night: string })[] = [];
  for (const [night, change] of changes) {
    const row = byNight.get(night);
    const before: StoredNight = row ?? UNSET;
    const after = merged(before, change);
    if (after.roomsOnSale !== null && after.roomsOnSale > room.totalRooms) {
      throw new AppError('invalidRequest', 400, {
        fieldErrors: { roomsOnSale: [{ key: 'ariRoomsOnSaleAboveTotal', values: { rooms: room.totalRooms } }] },
      });
    }
    const reserved = row?.reserved ?? 0;
    if (after.roomsOnSale !== null && after.roomsOnSale < reserved) {
      throw new AppError('roomsBelowBooked', 409, { values: { date: night, roomType: room.name, booked: reserved } });
    }
    if (KEYS.some((k) => after[k] !== before[k])) rows.push({ night, ...after });
  }
  if (!rows.length) return 0;
  const values = JSON.stringify(rows);
  await tx.execute(sql`
    update room_nights rn set
      price = v.price, promo_price = v."promoPrice", rooms_on_sale = v."roomsOnSale", closed = v.closed,
      min_stay = v."minStay", closed_to_arrival = v."closedToArrival"
    from jsonb_to_recordset(${values}::jsonb) as v(
      night date, price int, "promoPrice" int, "roomsOnSale" int, closed boolean, "minStay" smallint,
      "closedToArrival" boolean)
    where rn.room_category_id = ${room.id}::uuid and rn.night = v.night`);
  return rows.length;
}

const COLUMNS: Record<(typeof KEYS)[number], string> = {
  price: 'price',
  promoPrice: 'promo_price',
  roomsOnSale: 'rooms_on_sale',
  closed: 'closed',
  minStay: 'min_stay',
  closedToArrival: 'closed_to_arrival',
};

/** The nights one room type's batch sets, in night order. */
interface RoomChanges {
  roomId: string;
  changes: [string, NightChange][];
}

/**
 * Batches that leave the rooms on sale alone can never fall below the rooms booked: one statement writes every night
 * of every room type, new or stored, in (room type, night) order, the order bookings lock them in. Each night carries
 * a mask of the values it sets; the others keep what is stored. Nights whose values end the same are not written, and
 * not counted. Room types must be distinct and in id order.
 */
async function upsertNights(rooms: RoomChanges[], tx: Database): Promise<number> {
  const nights = rooms.flatMap((r) => r.changes.map(([night]) => night)).sort();
  if (!nights.length) return 0;
  const first = nights[0]!;
  const span = differenceInCalendarDays(parseISO(nights.at(-1)!), parseISO(first)) + 1;
  // The mask of each night, at (room type's position × span + distance in days from the first night).
  const masks = new Array<number>(rooms.length * span).fill(0);
  rooms.forEach(({ changes }, position) => {
    for (const [night, change] of changes) {
      masks[position * span + differenceInCalendarDays(parseISO(night), parseISO(first))] = KEYS.reduce(
        (mask, key, bit) => (change[key] === undefined ? mask : mask | (1 << bit)),
        0,
      );
    }
  });
  const values = JSON.stringify(
    rooms.flatMap(({ roomId, changes }) =>
      changes.map(([night, change]) => ({ room: roomId, night, ...merged(UNSET, change) })),
    ),
  );
  const ids = `{${rooms.map((r) => r.roomId).join(',')}}`;
  const given = sql`(${`{${masks.join(',')}}`}::int[])[
    (array_position(${ids}::uuid[], excluded.room_category_id) - 1) * ${span} + (excluded.night - ${first}::date) + 1]`;
  const next = (key: (typeof KEYS)[number], bit: number) =>
    sql`case when (${given} & ${sql.raw(String(1 << bit))}) <> 0 then excluded.${sql.raw(COLUMNS[key])} else room_nights.${sql.raw(COLUMNS[key])} end`;
  const list = (build: (key: (typeof KEYS)[number], bit: number) => SQL) =>
    sql.join(
      KEYS.map((key, bit) => build(key, bit)),
      sql`, `,
    );
  const rows = rowsOf<{ changed: boolean }>(
    await tx.execute(sql`
      insert into room_nights (room_category_id, night, ${sql.raw(KEYS.map((k) => COLUMNS[k]).join(', '))})
      select v.room, v.night, v.price, v."promoPrice", v."roomsOnSale", v.closed, v."minStay", v."closedToArrival"
      from jsonb_to_recordset(${values}::jsonb) as v(
        room uuid, night date, price int, "promoPrice" int, "roomsOnSale" int, closed boolean, "minStay" smallint,
        "closedToArrival" boolean)
      order by v.room, v.night
      on conflict (room_category_id, night) do update set ${list((key, bit) => sql`${sql.raw(COLUMNS[key])} = ${next(key, bit)}`)}
      where (${list((key) => sql.raw(`room_nights.${COLUMNS[key]}`))}) is distinct from (${list(next)})
      returning (xmax::text <> '0' or price is not null or promo_price is not null or rooms_on_sale is not null or closed
        or min_stay is not null or closed_to_arrival) as changed`),
  );
  return rows.filter((r) => r.changed).length;
}

/**
 * Batches of distinct room types that leave the rooms on sale alone, applied in one statement; null when the batches
 * are not such, and must go one by one.
 */
async function applyRatesOnly(batches: readonly AriBatch[], tx: Database): Promise<number | null> {
  const ids = batches.map((b) => b.roomTypeId);
  if (new Set(ids).size !== ids.length) return null;
  const rooms = batches.map((b) => ({
    roomId: b.roomTypeId,
    changes: [...nightChanges(b.updates)].sort(([a], [b]) => a.localeCompare(b)),
  }));
  if (rooms.some((r) => r.changes.some(([, change]) => change.roomsOnSale !== undefined))) return null;
  const found = await tx.select({ id: roomCategories.id }).from(roomCategories).where(inArray(roomCategories.id, ids));
  if (found.length !== ids.length) throw new AppError('roomTypeNotFound', 404);
  return upsertNights(rooms, tx);
}

function merged(before: StoredNight, change: NightChange): StoredNight {
  const after = { ...before };
  for (const key of KEYS) {
    const value = change[key];
    if (value !== undefined) (after as Record<string, unknown>)[key] = value;
  }
  return after;
}

/**
 * Applies rates and availability (one room type's batch, or several) in one transaction: every night of every range,
 * kept to its days of the week, gets the values given. Applying the same batch again changes nothing. Rooms on sale
 * below the rooms already booked on a night refuse the whole batch (409 roomsBelowBooked, naming the night).
 */
export async function applyAriBatch(
  input: AriBatch | readonly AriBatch[],
  db?: Database,
  now: Date = new Date(),
): Promise<AriResult> {
  const d = db ?? (await getDb());
  const batches = (Array.isArray(input) ? [...input] : [input as AriBatch]).sort((a, b) =>
    a.roomTypeId.localeCompare(b.roomTypeId),
  );
  assertWithinHorizon(batches, now);
  const changed = await withRetry(() =>
    d.transaction(async (tx) => {
      const ratesOnly = await applyRatesOnly(batches, tx);
      if (ratesOnly !== null) return ratesOnly;
      let n = 0;
      for (const batch of batches) n += await applyOne(batch, tx);
      return n;
    }),
  );
  if (changed > 0) catalogueChanged();
  return { changed };
}

/** One night of a room type with every value resolved (the night's own, else the room type's). */
export interface ResolvedNight {
  night: string;
  price: number;
  promoPrice: number | null;
  totalRooms: number;
  roomsOnSale: number;
  reserved: number;
  /** Rooms still for sale: 0 when closed. */
  available: number;
  closed: boolean;
  minStay: number;
  closedToArrival: boolean;
}

/** The resolved nightly values of a room type from `from` to `to` (both included), e.g. for a partner to read back. */
export async function readAri(roomTypeId: string, from: string, to: string, db?: Database): Promise<ResolvedNight[]> {
  const d = db ?? (await getDb());
  const [room] = await d.select().from(roomCategories).where(eq(roomCategories.id, roomTypeId));
  if (!room) throw new AppError('roomTypeNotFound', 404);
  const rows = await d
    .select()
    .from(roomNights)
    .where(and(eq(roomNights.roomCategoryId, roomTypeId), gte(roomNights.night, from), lte(roomNights.night, to)));
  const byNight = new Map(rows.map((r) => [r.night, r]));
  const out: ResolvedNight[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) {
    out.push(resolveNight(room, night, byNight.get(night)));
  }
  return out;
}

/** A night's values with the room type's own filling what the night does not set. */
export function resolveNight(
  room: { totalRooms: number; standardPrice: number; promoPrice: number | null },
  night: string,
  row: (StoredNight & { reserved: number }) | undefined,
): ResolvedNight {
  const r = row ?? { ...UNSET, reserved: 0 };
  const roomsOnSale = Math.min(r.roomsOnSale ?? room.totalRooms, room.totalRooms);
  return {
    night,
    price: r.price ?? room.standardPrice,
    promoPrice: r.promoPrice ?? room.promoPrice,
    totalRooms: room.totalRooms,
    roomsOnSale,
    reserved: r.reserved,
    available: r.closed ? 0 : Math.max(0, roomsOnSale - r.reserved),
    closed: r.closed,
    minStay: r.minStay ?? 1,
    closedToArrival: r.closedToArrival,
  };
}
