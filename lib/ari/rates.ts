import 'server-only';
import { differenceInCalendarDays, getDay, parseISO } from 'date-fns';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { pgArray } from '@/lib/data/db-helpers';
import { ratePeriods } from '@/lib/db/schema';
import { WEEKDAYS, type AriUpdate, type Weekday } from './format';

/**
 * Prices are kept as periods (table rate_periods): a date range, days of the week, and the price and/or promo it
 * sets. A night's price is that of the newest period covering it that sets one; a period setting null, or none at all,
 * leaves the room type's own. A year of weekday and weekend prices is two rows, not 365.
 */
export interface RatePeriod {
  roomCategoryId: string;
  starts: string;
  ends: string;
  /** Bit 0 Sunday … bit 6 Saturday. */
  days: number;
  setsPrice: boolean;
  price: number | null;
  setsPromo: boolean;
  promoPrice: number | null;
}

const EVERY_DAY = 0b111_1111;

/** The days of the week of an update as a mask (every day when none are given). */
export function dayMask(days: readonly Weekday[] | undefined): number {
  return days ? days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0) : EVERY_DAY;
}

/** The update as a period of the prices it sets; null when it sets neither price nor promo. */
export function periodOf(
  roomCategoryId: string,
  update: Pick<AriUpdate, 'from' | 'to' | 'days' | 'price' | 'promoPrice'>,
): RatePeriod | null {
  if (update.price === undefined && update.promoPrice === undefined) return null;
  return {
    roomCategoryId,
    starts: update.from,
    ends: update.to,
    days: dayMask(update.days),
    setsPrice: update.price !== undefined,
    price: update.price ?? null,
    setsPromo: update.promoPrice !== undefined,
    promoPrice: update.promoPrice ?? null,
  };
}

/**
 * A room type's prices night by night from `first` over `price.length` nights: 0 = the room type's own (stored
 * prices are above 0).
 */
export interface NightlyRates {
  first: string;
  price: Int32Array;
  promo: Int32Array;
}

export function blankRates(first: string, last: string): NightlyRates {
  const span = differenceInCalendarDays(parseISO(last), parseISO(first)) + 1;
  return { first, price: new Int32Array(Math.max(0, span)), promo: new Int32Array(Math.max(0, span)) };
}

/**
 * Lays a period over the rates, night by night; `changed` (one flag a night) marks the nights whose price or promo it
 * moves. Returns whether it moved any.
 */
export function layPeriod(rates: NightlyRates, period: RatePeriod, changed?: Uint8Array): boolean {
  const origin = parseISO(rates.first);
  const from = Math.max(0, differenceInCalendarDays(parseISO(period.starts), origin));
  const to = Math.min(rates.price.length - 1, differenceInCalendarDays(parseISO(period.ends), origin));
  const firstDay = getDay(origin);
  const price = period.price ?? 0;
  const promo = period.promoPrice ?? 0;
  let moved = false;
  for (let i = from; i <= to; i++) {
    if ((period.days & (1 << ((firstDay + i) % 7))) === 0) continue;
    let move = false;
    if (period.setsPrice && rates.price[i] !== price) {
      rates.price[i] = price;
      move = true;
    }
    if (period.setsPromo && rates.promo[i] !== promo) {
      rates.promo[i] = promo;
      move = true;
    }
    if (move) {
      moved = true;
      if (changed) changed[i] = 1;
    }
  }
  return moved;
}

/** A night's own price and promo from the rates (null = the room type's own). */
export function rateOn(
  rates: NightlyRates | undefined,
  night: string,
): { price: number | null; promoPrice: number | null } {
  if (!rates) return { price: null, promoPrice: null };
  const i = differenceInCalendarDays(parseISO(night), parseISO(rates.first));
  const price = rates.price[i];
  const promo = rates.promo[i];
  return { price: price ? price : null, promoPrice: promo ? promo : null };
}

/** Stored periods of the room types that touch a night from `first` to `last` (both included), oldest first. */
export async function readPeriods(
  ids: readonly string[],
  first: string,
  last: string,
  d: Database,
): Promise<RatePeriod[]> {
  if (!ids.length) return [];
  return d
    .select({
      roomCategoryId: ratePeriods.roomCategoryId,
      starts: ratePeriods.starts,
      ends: ratePeriods.ends,
      days: ratePeriods.days,
      setsPrice: ratePeriods.setsPrice,
      price: ratePeriods.price,
      setsPromo: ratePeriods.setsPromo,
      promoPrice: ratePeriods.promoPrice,
    })
    .from(ratePeriods)
    .where(
      and(
        sql`${ratePeriods.roomCategoryId} = any(${pgArray(ids)}::uuid[])`,
        gte(ratePeriods.ends, first),
        lte(ratePeriods.starts, last),
      ),
    )
    .orderBy(asc(ratePeriods.id));
}

/** Each room type's prices from `first` to `last` (both included) as its stored periods set them. */
export async function nightlyRates(
  ids: readonly string[],
  first: string,
  last: string,
  d: Database,
): Promise<Map<string, NightlyRates>> {
  const out = new Map<string, NightlyRates>();
  for (const period of await readPeriods(ids, first, last, d)) {
    let rates = out.get(period.roomCategoryId);
    if (!rates) out.set(period.roomCategoryId, (rates = blankRates(first, last)));
    layPeriod(rates, period);
  }
  return out;
}

/** What writing price periods changed: nights per room type (flags from `first`), and how many in all. */
export interface PriceChanges {
  first: string;
  nights: Map<string, Uint8Array>;
  count: number;
}

/**
 * Stores price periods after those already stored, in their order, leaving out the ones that would move no night's
 * price (so applying the same prices again writes nothing). Older periods a new one wholly covers are deleted.
 * `keepNights` names the room types whose changed nights the caller needs back; `write: false` counts the changes and
 * writes nothing (a dry run).
 */
export async function writePricePeriods(
  periods: readonly RatePeriod[],
  tx: Database,
  keepNights: ReadonlySet<string> = new Set(),
  { write = true }: { write?: boolean } = {},
): Promise<PriceChanges> {
  const result: PriceChanges = { first: '', nights: new Map(), count: 0 };
  if (!periods.length) return result;
  const first = periods.reduce((min, p) => (p.starts < min ? p.starts : min), periods[0]!.starts);
  const last = periods.reduce((max, p) => (p.ends > max ? p.ends : max), periods[0]!.ends);
  result.first = first;
  const byRoom = new Map<string, RatePeriod[]>();
  for (const p of periods) byRoom.set(p.roomCategoryId, [...(byRoom.get(p.roomCategoryId) ?? []), p]);
  const stored = new Map<string, RatePeriod[]>();
  for (const p of await readPeriods([...byRoom.keys()], first, last, tx)) {
    stored.set(p.roomCategoryId, [...(stored.get(p.roomCategoryId) ?? []), p]);
  }
  const kept: RatePeriod[] = [];
  for (const [room, lines] of byRoom) {
    const rates = blankRates(first, last);
    for (const p of stored.get(room) ?? []) layPeriod(rates, p);
    const before = { price: rates.price.slice(), promo: rates.promo.slice() };
    for (const line of lines) if (layPeriod(rates, line)) kept.push(line);
    const changed = new Uint8Array(rates.price.length);
    for (let i = 0; i < changed.length; i++) {
      if (rates.price[i] !== before.price[i] || rates.promo[i] !== before.promo[i]) {
        changed[i] = 1;
        result.count++;
      }
    }
    if (keepNights.has(room)) result.nights.set(room, changed);
  }
  if (!kept.length || !write) return result;
  const column = <K extends keyof RatePeriod>(key: K) => pgArray(kept.map((p) => p[key]));
  const ids = [...new Set(kept.map((p) => p.roomCategoryId))];
  await tx.execute(sql`
    insert into rate_periods (room_category_id, starts, ends, days, sets_price, price, sets_promo, promo_price)
    select room, starts, ends, days, sets_price, price, sets_promo, promo_price
    from unnest(${column('roomCategoryId')}::uuid[], ${column('starts')}::date[], ${column('ends')}::date[],
      ${column('days')}::smallint[], ${column('setsPrice')}::boolean[], ${column('price')}::int[],
      ${column('setsPromo')}::boolean[], ${column('promoPrice')}::int[])
      with ordinality as v(room, starts, ends, days, sets_price, price, sets_promo, promo_price, line)
    order by line`);
  // A period a newer one covers wholly (dates, days and the values it sets) can never be read again.
  await tx.execute(sql`
    delete from rate_periods o using rate_periods n
    where o.room_category_id = any(${pgArray(ids)}::uuid[]) and n.room_category_id = o.room_category_id
      and n.id > o.id and n.starts <= o.starts and n.ends >= o.ends and (o.days & ~n.days) = 0
      and (n.sets_price or not o.sets_price) and (n.sets_promo or not o.sets_promo)`);
  return result;
}
