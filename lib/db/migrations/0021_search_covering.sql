CREATE INDEX "room_categories_search_idx" ON "room_categories" USING btree ("id") INCLUDE ("property_id", "total_rooms", "max_adults", "max_children") WHERE "room_categories"."is_active";--> statement-breakpoint
-- The same nights as before, with the values dated search reads from them.
DROP INDEX "room_nights_restricted_idx";--> statement-breakpoint
CREATE INDEX "room_nights_restricted_idx" ON "room_nights" USING btree ("night") INCLUDE ("room_category_id", "reserved", "closed", "rooms_on_sale", "closed_to_arrival", "min_stay") WHERE "room_nights"."reserved" > 0 or "room_nights"."closed" or "room_nights"."rooms_on_sale" is not null or "room_nights"."closed_to_arrival" or "room_nights"."min_stay" > 1;
