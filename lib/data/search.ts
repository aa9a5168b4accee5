import 'server-only';
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/lib/db';
import { brands, properties, roomCategories, roomNights } from '@/lib/db/schema';
import { nightsBetween } from '@/lib/dates';
import { normaliseText } from '@/lib/slug';
import type { PropertySearch } from '@/lib/validation/search';
import { cardColumns, toCard, type PropertyCard } from './properties';
import { stayFromPrices } from './stay-from-prices';

export interface SearchResult {
  hotels: PropertyCard[];
  total: number;
  page: number;
  pages: number;
}

// Short names travellers type for places whose full name is long.
const ALIASES: Record<string, string> = {
  vi: 'victoria island',
  ph: 'port harcourt',
  phc: 'port harcourt',
  abj: 'abuja',
  benin: 'benin city',
  lag: 'lagos',
};

/** The normalised place a traveller typed, with common abbreviations expanded. */
export function normaliseLocation(input: string): string {
  const text = normaliseText(input);
  // Own entries only: a typed word such as 'constructor' must not find what every object inherits.
  return Object.hasOwn(ALIASES, text) ? ALIASES[text]! : text;
}

/** A typed place as a heading shows it, e.g. 'vi' → 'Victoria Island'. */
export function placeName(input: string): string {
  return normaliseLocation(input).replace(/(^|\s)\S/g, (c) => c.toUpperCase()) || input;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Rooms, adults' and children's places taken per property on the busiest night of each room category during the stay.
 * A night's rooms not on sale count as taken, a closed night takes them all, and so does the whole stay when the
 * check-in night closes arrivals or asks for a longer stay. A property is available when its capacity minus what is
 * taken still covers the rooms asked for and houses the party by the occupancy rule (lib/booking/occupancy): enough
 * adults' places, and enough places for everyone.
 *
 * The nights are read alone (through room_nights_restricted_idx) and joined to their room types once: a night takes
 * `reserved + max(total − on sale, 0)` rooms, so the busiest night takes `max(max(reserved), total − min(on sale −
 * reserved))`, which needs the room type's size only after the nights are grouped.
 */
function takenDuring(checkIn: string, checkOut: string, d: Database) {
  const nights = nightsBetween(checkIn, checkOut);
  const busiest = d
    .select({
      roomCategoryId: roomNights.roomCategoryId,
      blocked: sql<boolean>`bool_or(${roomNights.closed} or (${roomNights.night} = ${checkIn}::date
        and (${roomNights.closedToArrival} or coalesce(${roomNights.minStay}, 1) > ${nights})))`.as('blocked'),
      reserved: sql<number>`max(${roomNights.reserved})`.as('reserved'),
      freeOnSale: sql<number | null>`min(${roomNights.roomsOnSale} - ${roomNights.reserved})`.as('free_on_sale'),
    })
    .from(roomNights)
    .where(
      and(
        gte(roomNights.night, checkIn),
        lt(roomNights.night, checkOut),
        // A night that only sets prices takes nothing; leaving it out lets room_nights_restricted_idx serve the read.
        sql`(${roomNights.reserved} > 0 or ${roomNights.closed} or ${roomNights.roomsOnSale} is not null
          or ${roomNights.closedToArrival} or ${roomNights.minStay} > 1)`,
      ),
    )
    .groupBy(roomNights.roomCategoryId)
    .as('busiest');
  const total = roomCategories.totalRooms;
  const rooms = sql`least(case when ${busiest.blocked} then ${total}
    else greatest(${busiest.reserved}, ${total} - coalesce(${busiest.freeOnSale}, ${total})) end, ${total})`;
  return d
    .select({
      propertyId: roomCategories.propertyId,
      rooms: sql<number>`sum(${rooms})`.as('rooms_taken'),
      adults: sql<number>`sum(${rooms} * ${roomCategories.maxAdults})`.as('adults_taken'),
      children: sql<number>`sum(${rooms} * ${roomCategories.maxChildren})`.as('children_taken'),
    })
    .from(busiest)
    .innerJoin(roomCategories, and(eq(roomCategories.id, busiest.roomCategoryId), eq(roomCategories.isActive, true)))
    .groupBy(roomCategories.propertyId)
    .as('taken');
}

type Taken = ReturnType<typeof takenDuring>;

function filters(search: PropertySearch, taken: Taken | undefined): SQL[] {
  const where: (SQL | undefined)[] = [eq(properties.isPublished, true)];
  if (search.location) {
    const place = normaliseLocation(search.location);
    where.push(
      sql`(lower(${properties.city}) = ${place} or lower(${properties.state}) = ${place} or ${properties.searchText} like ${`%${escapeLike(place)}%`})`,
    );
  }
  if (search.state) {
    where.push(
      sql`(lower(${properties.city}) = lower(${search.state}) or lower(${properties.state}) = lower(${search.state}))`,
    );
  }
  if (search.type) where.push(eq(properties.type, search.type));
  if (search.brand)
    where.push(
      sql`${properties.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${search.brand})`,
    );
  if (search.category) where.push(sql`${search.category} = any(${properties.categories})`);
  if (search.amenities.length) {
    where.push(sql`${properties.amenities} @> ${`{${search.amenities.map((a) => `"${a}"`).join(',')}}`}::text[]`);
  }
  if (search.rating) where.push(gte(properties.rating, search.rating));
  if (search.minPrice !== undefined) where.push(gte(properties.minPrice, search.minPrice));
  if (search.maxPrice !== undefined) where.push(lte(properties.minPrice, search.maxPrice));
  if (search.freeCancellation) where.push(eq(properties.hasRefundableRate, true));
  where.push(sql`${properties.capacityRooms} - coalesce(${taken?.rooms ?? sql`0`}, 0) >= ${search.rooms}`);
  const adultsTaken = sql`coalesce(${taken?.adults ?? sql`0`}, 0)`;
  const childrenTaken = sql`coalesce(${taken?.children ?? sql`0`}, 0)`;
  where.push(sql`${properties.capacityAdults} - ${adultsTaken} >= ${search.adults}`);
  where.push(
    sql`${properties.capacityAdults} + ${properties.capacityChildren} - ${adultsTaken} - ${childrenTaken} >= ${search.adults + search.children}`,
  );
  return where.filter((w): w is SQL => w !== undefined);
}

function ordering(search: PropertySearch): SQL[] {
  switch (search.sort) {
    case 'price_asc':
      return [asc(properties.minPrice), asc(properties.name)];
    case 'price_desc':
      return [desc(properties.minPrice), asc(properties.name)];
    case 'rating':
      return [desc(properties.rating), desc(properties.reviewCount), asc(properties.name)];
    default:
      return [desc(properties.isFeatured), desc(properties.rating), desc(properties.reviewCount), asc(properties.name)];
  }
}

function matching<T extends SelectedFields>(search: PropertySearch, columns: T, d: Database) {
  const taken = search.checkIn && search.checkOut ? takenDuring(search.checkIn, search.checkOut, d) : undefined;
  const query = d.select(columns).from(properties).$dynamic();
  if (taken) query.leftJoin(taken, eq(taken.propertyId, properties.id));
  return query.where(and(...filters(search, taken)));
}

/**
 * The search as one statement (cards, total, one page); exposed for the benchmark's query plans. The matches are
 * counted and ordered as narrow rows (id and total), and only the page's rows carry the card's columns.
 */
export function searchStatement(search: PropertySearch, d: Database) {
  const page = matching(search, { id: properties.id, total: sql<number>`count(*) over ()`.as('total') }, d)
    .orderBy(...ordering(search))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .as('page');
  return d
    .select({ ...cardColumns(), total: sql<number>`${page.total}`.mapWith(Number) })
    .from(properties)
    .innerJoin(page, eq(page.id, properties.id))
    .orderBy(...ordering(search));
}

/** Published properties matching a search, with live availability for its dates and party; never cached. */
export async function searchProperties(search: PropertySearch, db?: Database): Promise<SearchResult> {
  const d = db ?? (await getDb());
  const rows = await searchStatement(search, d);
  const total = rows[0]?.total ?? (search.page > 1 ? await countOnly(search, d) : 0);
  const hotels = rows.map(toCard);
  if (search.checkIn && search.checkOut) {
    // A dated search shows what the stay costs; the price filter and order stay on the summaries (docs/architecture.md).
    const stay = { checkIn: search.checkIn, checkOut: search.checkOut };
    const prices = await stayFromPrices(
      hotels.map((h) => h._id),
      stay,
      d,
    );
    for (const hotel of hotels) hotel.pricing = prices.get(hotel._id) ?? hotel.pricing;
  }
  return {
    hotels,
    total,
    page: search.page,
    pages: Math.max(1, Math.ceil(total / search.pageSize)),
  };
}

// A page past the end has no rows to carry the total, so count separately.
async function countOnly(search: PropertySearch, d: Database): Promise<number> {
  const [row] = await matching(search, { n: sql<number>`count(*)`.mapWith(Number) }, d);
  return row?.n ?? 0;
}
