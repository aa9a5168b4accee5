CREATE TABLE "partner_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"action" text NOT NULL,
	"property_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_key_id_partner_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."partner_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_audit_partner_idx" ON "partner_audit" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_audit_property_idx" ON "partner_audit" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_keys_prefix_key" ON "partner_keys" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "partner_keys_partner_idx" ON "partner_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "bookings_property_updated_idx" ON "bookings" USING btree ("property_id","updated_at","id");