import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The statement that recomputes properties' room summaries (prices, refundability, capacity) from their rooms. */
export function summaryUpdate(scope: SQL = sql`true`): SQL {
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
      select property_id,
        min(standard_price) as min_standard,
        min(promo_price) filter (where promo_price < standard_price) as min_promo,
        bool_or(not non_refundable) as refundable,
        sum(total_rooms)::int as rooms,
        sum(total_rooms * max_adults)::int as adults,
        sum(total_rooms * max_children)::int as children
      from room_categories
      group by property_id
    ) s
    where p.id = s.property_id and ${scope}`;
}

/** Recomputes the room summaries of the given properties (all when none are named) after their rooms changed. */
export async function refreshPropertySummaries(db: Database, propertyIds?: string[]): Promise<void> {
  if (propertyIds && propertyIds.length === 0) return;
  const scope = propertyIds
    ? sql`p.id in (${sql.join(
        propertyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`true`;
  await db.execute(summaryUpdate(scope));
}
