CREATE TABLE "rate_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_category_id" uuid NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"days" smallint DEFAULT 127 NOT NULL,
	"sets_price" boolean NOT NULL,
	"price" integer,
	"sets_promo" boolean NOT NULL,
	"promo_price" integer,
	CONSTRAINT "rate_periods_range_check" CHECK ("rate_periods"."ends" >= "rate_periods"."starts"),
	CONSTRAINT "rate_periods_days_check" CHECK ("rate_periods"."days" between 1 and 127),
	CONSTRAINT "rate_periods_sets_check" CHECK ("rate_periods"."sets_price" or "rate_periods"."sets_promo"),
	CONSTRAINT "rate_periods_price_check" CHECK ("rate_periods"."price" > 0 and "rate_periods"."promo_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "room_nights" DROP CONSTRAINT "room_nights_price_check";--> statement-breakpoint
DROP INDEX "room_nights_night_idx";--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_periods_room_idx" ON "rate_periods" USING btree ("room_category_id","ends");--> statement-breakpoint
-- Prices set night by night become one-night periods.
INSERT INTO "rate_periods" ("room_category_id", "starts", "ends", "days", "sets_price", "price", "sets_promo", "promo_price")
SELECT "room_category_id", "night", "night", 127, "price" IS NOT NULL, "price", "promo_price" IS NOT NULL, "promo_price"
FROM "room_nights" WHERE "price" IS NOT NULL OR "promo_price" IS NOT NULL ORDER BY "room_category_id", "night";--> statement-breakpoint
ALTER TABLE "room_nights" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "room_nights" DROP COLUMN "promo_price";