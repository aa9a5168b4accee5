DROP INDEX "users_phone_key";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_key" ON "users" USING btree ("phone_number") WHERE "users"."phone_verified_at" is not null;