CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_partner_external_key" ON "brands" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_partner_external_key" ON "destinations" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_partner_external_key" ON "properties" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_categories_property_external_key" ON "room_categories" USING btree ("property_id","external_id");--> statement-breakpoint
-- A catalogue that is already there (the seeded demo) becomes the "demo" partner's, under the ids the demo catalogue
-- file gives its records (lib/db/seed/demo-file.ts): the property's slug, the brand's slug, the room type's name and
-- the destination's state, lower-cased with hyphens. Importing that file again then changes nothing.
INSERT INTO "partners" ("slug", "name")
SELECT 'demo', 'StayNaija demo' WHERE EXISTS (SELECT 1 FROM "properties") OR EXISTS (SELECT 1 FROM "brands");--> statement-breakpoint
UPDATE "properties" SET "partner_id" = (SELECT "id" FROM "partners" WHERE "slug" = 'demo'), "external_id" = "slug"
WHERE "partner_id" IS NULL AND EXISTS (SELECT 1 FROM "partners" WHERE "slug" = 'demo');--> statement-breakpoint
UPDATE "brands" SET "partner_id" = (SELECT "id" FROM "partners" WHERE "slug" = 'demo'), "external_id" = "slug"
WHERE "partner_id" IS NULL AND EXISTS (SELECT 1 FROM "partners" WHERE "slug" = 'demo');--> statement-breakpoint
UPDATE "destinations" SET "partner_id" = (SELECT "id" FROM "partners" WHERE "slug" = 'demo'),
  "external_id" = trim(both '-' from regexp_replace(lower("state"), '[^a-z0-9]+', '-', 'g'))
WHERE "partner_id" IS NULL AND EXISTS (SELECT 1 FROM "partners" WHERE "slug" = 'demo');--> statement-breakpoint
UPDATE "room_categories" r SET "external_id" = n."base" || CASE WHEN n."seq" > 1 THEN '-' || n."seq" ELSE '' END
FROM (
  SELECT "id", trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) AS "base",
    row_number() OVER (
      PARTITION BY "property_id", trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'))
      ORDER BY "sort_order", "id"
    ) AS "seq"
  FROM "room_categories"
) n
WHERE r."id" = n."id" AND r."external_id" IS NULL;
