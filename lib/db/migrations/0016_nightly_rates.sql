ALTER TABLE "booking_rooms" ADD COLUMN "nightly_prices" jsonb;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "promo_price" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "rooms_on_sale" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "min_stay" smallint;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_price_check" CHECK ("room_nights"."price" > 0 and "room_nights"."promo_price" > 0);--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_rooms_on_sale_check" CHECK ("room_nights"."rooms_on_sale" >= 0 and "room_nights"."reserved" <= "room_nights"."rooms_on_sale");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_min_stay_check" CHECK ("room_nights"."min_stay" between 1 and 30);