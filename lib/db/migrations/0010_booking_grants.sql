ALTER TYPE "public"."code_purpose" ADD VALUE 'manage_booking';--> statement-breakpoint
CREATE TABLE "booking_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_grants" ADD CONSTRAINT "booking_grants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_grants_booking_idx" ON "booking_grants" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_grants_expires_idx" ON "booking_grants" USING btree ("expires_at");