CREATE TABLE "sandbox_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 7000001 CACHE 1),
	"tx_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "browser_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "needs_attention" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_reason" text;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_tx_ref_idx" ON "sandbox_transactions" USING btree ("tx_ref");--> statement-breakpoint
CREATE INDEX "bookings_browser_idx" ON "bookings" USING btree ("browser_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_attention_idx" ON "bookings" USING btree ("updated_at") WHERE "bookings"."needs_attention";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction_key" ON "payments" USING btree ("provider","provider_transaction_id");