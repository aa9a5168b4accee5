ALTER TABLE "properties" ADD COLUMN "min_standard_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_promo_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_refundable_rate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "capacity_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "capacity_adults" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "room_nights_night_idx" ON "room_nights" USING btree ("night");--> statement-breakpoint
UPDATE "properties" p SET
  "min_standard_price" = s.min_standard,
  "min_promo_price" = s.min_promo,
  "min_price" = least(s.min_standard, coalesce(s.min_promo, s.min_standard)),
  "has_refundable_rate" = s.refundable,
  "capacity_rooms" = s.rooms,
  "capacity_adults" = s.adults
FROM (
  SELECT property_id,
    min(standard_price) AS min_standard,
    min(promo_price) FILTER (WHERE promo_price < standard_price) AS min_promo,
    bool_or(NOT non_refundable) AS refundable,
    sum(total_rooms)::int AS rooms,
    sum(total_rooms * max_adults)::int AS adults
  FROM room_categories
  GROUP BY property_id
) s
WHERE p.id = s.property_id;
