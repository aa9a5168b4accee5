import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, nightsBetween } from '@/lib/dates';
import type { Database } from '@/lib/db';
import { pgArray, rowsOf } from './db-helpers';
import { cardPricing, type PropertyCard } from './properties';

/**
 * The "from" prices of a dated search's cards: for each property, the room type on sale whose stay costs least, at the
 * average of its nights' standard and promo prices (each night's from the newest rate period setting it, else the room
 * type's own: lib/ari/rates.ts). Room types closed on a night or to this arrival, or asking a longer stay, are left
 * out; a property with none keeps its summary's price. One query for the page's properties only.
 */
export async function stayFromPrices(
  propertyIds: readonly string[],
  stay: { checkIn: string; checkOut: string },
  d: Database,
): Promise<Map<string, PropertyCard['pricing']>> {
  if (propertyIds.length === 0) return new Map();
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  // The nights as a list rather than a series, so that the planner knows how few they are.
  const nightList = Array.from({ length: nights }, (_, i) => addDays(stay.checkIn, i));
  // The newest period of the room type covering the night, on its day of the week, that sets `column`.
  const period = (column: 'price' | 'promo_price', sets: 'sets_price' | 'sets_promo') => sql`(
    select p.${sql.raw(column)} from rate_periods p
    where p.room_category_id = rc.id and p.${sql.raw(sets)} and p.ends >= n.night and p.starts <= n.night
      and (p.days & (1 << extract(dow from n.night)::int)) <> 0
    order by p.id desc limit 1)`;
  const rows = rowsOf<{ propertyId: string; standard: number; paid: number }>(
    await d.execute(sql`
      select property_id as "propertyId", sum(standard)::int as standard, sum(least(standard, promo))::int as paid
      from (
        select rc.id, rc.property_id, n.night, rn.closed, rn.closed_to_arrival, rn.min_stay,
          coalesce(${period('price', 'sets_price')}, rc.standard_price) as standard,
          coalesce(${period('promo_price', 'sets_promo')}, rc.promo_price) as promo
        from room_categories rc
        cross join unnest(${pgArray(nightList)}::date[]) as n(night)
        left join room_nights rn on rn.room_category_id = rc.id and rn.night = n.night
        where rc.property_id = any(${pgArray(propertyIds)}::uuid[]) and rc.is_active
      ) as nights
      group by id, property_id
      having not coalesce(bool_or(closed or (night = ${stay.checkIn}::date
        and (closed_to_arrival or coalesce(min_stay, 1) > ${nights}))), false)`),
  );
  const cheapest = new Map<string, { standard: number; paid: number }>();
  for (const row of rows) {
    const best = cheapest.get(row.propertyId);
    if (!best || Number(row.paid) < best.paid) {
      cheapest.set(row.propertyId, { standard: Number(row.standard), paid: Number(row.paid) });
    }
  }
  return new Map(
    [...cheapest].map(([id, { standard, paid }]) => [
      id,
      cardPricing(Math.round(standard / nights), Math.round(paid / nights)),
    ]),
  );
}
