import 'server-only';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { nightsBetween } from '@/lib/dates';
import type { Database } from '@/lib/db';
import { roomCategories, roomNights } from '@/lib/db/schema';
import { cardPricing, type PropertyCard } from './properties';

/**
 * The "from" prices of a dated search's cards: for each property, the room type on sale whose stay costs least, at the
 * average of its nights' standard and promo prices (a night's own rates where it has them). Room types closed on a
 * night or to this arrival, or asking a longer stay, are left out; a property with none keeps its summary's price.
 * One query for the page's properties only.
 */
export async function stayFromPrices(
  propertyIds: readonly string[],
  stay: { checkIn: string; checkOut: string },
  d: Database,
): Promise<Map<string, PropertyCard['pricing']>> {
  if (propertyIds.length === 0) return new Map();
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const standard = sql`coalesce(${roomNights.price}, ${roomCategories.standardPrice})`;
  const paid = sql`least(${standard}, coalesce(${roomNights.promoPrice}, ${roomCategories.promoPrice}, ${standard}))`;
  // Nights without a row of their own (and the left join's empty row) are at the room type's prices.
  const own = sql`${roomNights.night} is not null`;
  const plain = sql`(${nights} - count(${roomNights.night}))`;
  const rows = await d
    .select({
      propertyId: roomCategories.propertyId,
      standard:
        sql<number>`(coalesce(sum(${standard}) filter (where ${own}), 0) + ${plain} * ${roomCategories.standardPrice})`.mapWith(
          Number,
        ),
      paid: sql<number>`(coalesce(sum(${paid}) filter (where ${own}), 0) + ${plain} * least(${roomCategories.standardPrice}, coalesce(${roomCategories.promoPrice}, ${roomCategories.standardPrice})))`.mapWith(
        Number,
      ),
    })
    .from(roomCategories)
    .leftJoin(
      roomNights,
      and(
        eq(roomNights.roomCategoryId, roomCategories.id),
        gte(roomNights.night, stay.checkIn),
        lt(roomNights.night, stay.checkOut),
      ),
    )
    .where(and(inArray(roomCategories.propertyId, [...propertyIds]), eq(roomCategories.isActive, true)))
    .groupBy(roomCategories.id)
    .having(
      sql`not coalesce(bool_or(${roomNights.closed}
        or (${roomNights.night} = ${stay.checkIn}::date
          and (${roomNights.closedToArrival} or coalesce(${roomNights.minStay}, 1) > ${nights}))), false)`,
    );
  const cheapest = new Map<string, { standard: number; paid: number }>();
  for (const row of rows) {
    const best = cheapest.get(row.propertyId);
    if (!best || row.paid < best.paid) cheapest.set(row.propertyId, row);
  }
  return new Map(
    [...cheapest].map(([id, { standard, paid }]) => [
      id,
      cardPricing(Math.round(standard / nights), Math.round(paid / nights)),
    ]),
  );
}
