ALTER TABLE "properties" ADD COLUMN "capacity_children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "properties" p SET "capacity_children" = s.children
FROM (
  SELECT property_id, sum(total_rooms * max_children)::int AS children
  FROM room_categories
  GROUP BY property_id
) s
WHERE p.id = s.property_id;
