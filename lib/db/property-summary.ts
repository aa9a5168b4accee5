import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The statement that recomputes properties' room summaries (prices, refundability, capacity) from their rooms on sale. */
export function summaryUpdate(scope: (alias: SQL) => SQL = () => sql`true`): SQL {
  return sql`
    update properties p set
      min_standard_price = s.min_standard,
      min_promo_price = s.min_promo,
      min_price = least(s.min_standard, coalesce(s.min_promo, s.min_standard)),
      has_refundable_rate = s.refundable,
      capacity_rooms = s.rooms,
      capacity_adults = s.adults,
      capacity_children = s.children,
      updated_at = now()
    from (
      select q.id as property_id,
        coalesce(min(r.standard_price), 0) as min_standard,
        min(r.promo_price) filter (where r.promo_price < r.standard_price) as min_promo,
        coalesce(bool_or(not r.non_refundable), false) as refundable,
        coalesce(sum(r.total_rooms), 0)::int as rooms,
        coalesce(sum(r.total_rooms * r.max_adults), 0)::int as adults,
        coalesce(sum(r.total_rooms * r.max_children), 0)::int as children
      from properties q
      -- Room types off sale are kept for their bookings but count for nothing: a property with none on sale is full.
      left join room_categories r on r.property_id = q.id and r.is_active
      where ${scope(sql`q.id`)}
      group by q.id
    ) s
    where p.id = s.property_id`;
}

/** Recomputes the room summaries of the given properties (all when none are named) after their rooms changed. */
export async function refreshPropertySummaries(db: Database, propertyIds?: string[]): Promise<void> {
  if (propertyIds && propertyIds.length === 0) return;
  const scope = propertyIds
    ? // One array parameter, however many properties: a list of parameters stops at 65,535.
      (id: SQL) => sql`${id} = any(${`{${propertyIds.join(',')}}`}::uuid[])`
    : undefined;
  await db.execute(summaryUpdate(scope));
}
