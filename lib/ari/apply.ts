import 'server-only';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { pgArray, rowsOf, withRetry } from '@/lib/data/db-helpers';
import { catalogueChanged } from '@/lib/data/catalogue-changes';
import { addDays, todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { roomCategories, roomNights } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError, type FieldError } from '@/lib/errors';
import { lastCheckOut } from '@/lib/validation/stay';
import { nightChanges, type AriBatch, type AriUpdate, type NightChange } from './format';
import { nightlyRates, periodOf, rateOn, writePricePeriods, type RatePeriod } from './rates';

/** A night's own rooms and rules as stored (null = the room type's); its prices are periods (./rates). */
interface StoredNight {
  roomsOnSale: number | null;
  closed: boolean;
  minStay: number | null;
  closedToArrival: boolean;
}

const KEYS = ['roomsOnSale', 'closed', 'minStay', 'closedToArrival'] as const;
const UNSET: StoredNight = {
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

/** A night of a room type that a batch changed. */
interface ChangedNight {
  room: string;
  night: string;
}

async function applyOne(batch: AriBatch, tx: Database): Promise<ChangedNight[]> {
  const [room] = await tx
    .select({ id: roomCategories.id, name: roomCategories.name, totalRooms: roomCategories.totalRooms })
    .from(roomCategories)
    .where(eq(roomCategories.id, batch.roomTypeId));
  if (!room) throw new AppError('roomTypeNotFound', 404);
  const changes = [...nightChanges(batch.updates)].sort(([a], [b]) => a.localeCompare(b));
  if (!changes.length) return [];
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
  if (!rows.length) return [];
  const values = JSON.stringify(rows);
  await tx.execute(sql`
    update room_nights rn set
      rooms_on_sale = v."roomsOnSale", closed = v.closed, min_stay = v."minStay", closed_to_arrival = v."closedToArrival"
    from jsonb_to_recordset(${values}::jsonb) as v(
      night date, "roomsOnSale" int, closed boolean, "minStay" smallint, "closedToArrival" boolean)
    where rn.room_category_id = ${room.id}::uuid and rn.night = v.night`);
  return rows.map(({ night }) => ({ room: room.id, night }));
}

const COLUMNS: Record<(typeof KEYS)[number], string> = {
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
async function upsertNights(rooms: RoomChanges[], tx: Database): Promise<ChangedNight[]> {
  const nights = rooms.flatMap((r) => r.changes.map(([night]) => night)).sort();
  if (!nights.length) return [];
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
  const rows = rowsOf<{ changed: boolean; room: string; night: string }>(
    await tx.execute(sql`
      insert into room_nights (room_category_id, night, ${sql.raw(KEYS.map((k) => COLUMNS[k]).join(', '))})
      select v.room, v.night, v."roomsOnSale", v.closed, v."minStay", v."closedToArrival"
      from jsonb_to_recordset(${values}::jsonb) as v(
        room uuid, night date, "roomsOnSale" int, closed boolean, "minStay" smallint, "closedToArrival" boolean)
      order by v.room, v.night
      on conflict (room_category_id, night) do update set ${list((key, bit) => sql`${sql.raw(COLUMNS[key])} = ${next(key, bit)}`)}
      where (${list((key) => sql.raw(`room_nights.${COLUMNS[key]}`))}) is distinct from (${list(next)})
      returning room_category_id as room, to_char(night, 'YYYY-MM-DD') as night,
        (xmax::text <> '0' or rooms_on_sale is not null or closed or min_stay is not null or closed_to_arrival)
        as changed`),
  );
  return rows.filter((r) => r.changed).map(({ room, night }) => ({ room, night }));
}

/**
 * Batches of distinct room types that leave the rooms on sale alone, applied in one statement; null when the batches
 * are not such, and must go one by one.
 */
async function applyRulesOnly(batches: readonly AriBatch[], tx: Database): Promise<ChangedNight[] | null> {
  const ids = batches.map((b) => b.roomTypeId);
  if (new Set(ids).size !== ids.length) return null;
  const rooms = batches.map((b) => ({
    roomId: b.roomTypeId,
    changes: [...nightChanges(b.updates)].sort(([a], [b]) => a.localeCompare(b)),
  }));
  if (rooms.some((r) => r.changes.some(([, change]) => change.roomsOnSale !== undefined))) return null;
  return upsertNights(rooms, tx);
}

/** The update without its prices; null when it sets nothing else. */
function withoutPrices(update: AriUpdate): AriUpdate | null {
  const { price: _price, promoPrice: _promo, ...rest } = update;
  const { roomsOnSale, closed, minStay, closedToArrival } = rest;
  return [roomsOnSale, closed, minStay, closedToArrival].some((v) => v !== undefined) ? rest : null;
}

async function assertRoomTypes(ids: readonly string[], tx: Database) {
  const unique = [...new Set(ids)];
  const [found] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from room_categories where id = any(${pgArray(unique)}::uuid[])`),
  );
  if (Number(found?.n ?? 0) !== unique.length) throw new AppError('roomTypeNotFound', 404);
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
  const batches: AriBatch[] = (Array.isArray(input) ? [...(input as readonly AriBatch[])] : [input as AriBatch]).sort(
    (a, b) => a.roomTypeId.localeCompare(b.roomTypeId),
  );
  assertWithinHorizon(batches, now);
  const prices = batches.flatMap((b) =>
    b.updates.map((u) => periodOf(b.roomTypeId, u)).filter((p): p is RatePeriod => p !== null),
  );
  const rules = batches
    .map((b) => ({
      roomTypeId: b.roomTypeId,
      updates: b.updates.map(withoutPrices).filter((u): u is AriUpdate => u !== null),
    }))
    .filter((b) => b.updates.length);
  const changed = await withRetry(() =>
    d.transaction(async (tx) => {
      await assertRoomTypes(
        batches.map((b) => b.roomTypeId),
        tx,
      );
      let nights: ChangedNight[] = [];
      if (rules.length) {
        const together = await applyRulesOnly(rules, tx);
        if (together) nights = together;
        else for (const batch of rules) nights.push(...(await applyOne(batch, tx)));
      }
      const priced = await writePricePeriods(prices, tx, new Set(nights.map((n) => n.room)));
      const origin = priced.first ? parseISO(priced.first) : null;
      // A night whose prices and rules both changed counts once.
      const alsoPriced = (n: ChangedNight) =>
        origin !== null && priced.nights.get(n.room)?.[differenceInCalendarDays(parseISO(n.night), origin)] === 1;
      return priced.count + nights.filter((n) => !alsoPriced(n)).length;
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
  const rates = (await nightlyRates([roomTypeId], from, to, d)).get(roomTypeId);
  const out: ResolvedNight[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) {
    out.push(resolveNight(room, night, byNight.get(night), rateOn(rates, night)));
  }
  return out;
}

/** A night's values (its row's rooms and rules, its periods' prices) with the room type's own filling the rest. */
export function resolveNight(
  room: { totalRooms: number; standardPrice: number; promoPrice: number | null },
  night: string,
  row: (StoredNight & { reserved: number }) | undefined,
  rate: { price: number | null; promoPrice: number | null } = { price: null, promoPrice: null },
): ResolvedNight {
  const r = row ?? { ...UNSET, reserved: 0 };
  const roomsOnSale = Math.min(r.roomsOnSale ?? room.totalRooms, room.totalRooms);
  return {
    night,
    price: rate.price ?? room.standardPrice,
    promoPrice: rate.promoPrice ?? room.promoPrice,
    totalRooms: room.totalRooms,
    roomsOnSale,
    reserved: r.reserved,
    available: r.closed ? 0 : Math.max(0, roomsOnSale - r.reserved),
    closed: r.closed,
    minStay: r.minStay ?? 1,
    closedToArrival: r.closedToArrival,
  };
}
