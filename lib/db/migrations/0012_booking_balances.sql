ALTER TABLE "bookings" ADD COLUMN "balance_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "change_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_unsettled_idx" ON "bookings" USING btree ("updated_at") WHERE "bookings"."balance_due" > 0 or "bookings"."refund_owed" > 0;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_settlement_check" CHECK ("bookings"."balance_due" >= 0 and "bookings"."refund_owed" >= 0 and "bookings"."change_charge" >= 0 and ("bookings"."balance_due" = 0 or "bookings"."refund_owed" = 0));