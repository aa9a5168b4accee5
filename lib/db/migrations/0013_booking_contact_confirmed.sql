ALTER TYPE "public"."code_purpose" ADD VALUE 'confirm_booking';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_confirmed_at" timestamp with time zone;