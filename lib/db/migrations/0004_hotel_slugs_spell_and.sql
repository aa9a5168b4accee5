-- Property slugs spell '&' as 'and' and hold only letters, digits and single hyphens (lib/slug.ts); the proxy sends
-- the old addresses to the new ones. A slug that would collide with another property's is left as it was, so that the
-- migration can never stop a server from starting.
WITH "renamed" AS (
	SELECT "id", "slug" AS "old", trim(both '-' from regexp_replace(regexp_replace(replace(lower("slug"), '&', '-and-'), '[''’]', '', 'g'), '[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+', '-', 'g')) AS "new"
	FROM "properties"
), "changes" AS (
	SELECT "id", "new", count(*) OVER (PARTITION BY "new") AS "claims"
	FROM "renamed"
	WHERE "new" <> "old" AND "new" <> ''
)
UPDATE "properties" AS p
SET "slug" = c."new", "updated_at" = now()
FROM "changes" AS c
WHERE p."id" = c."id" AND c."claims" = 1
	AND NOT EXISTS (SELECT 1 FROM "properties" AS o WHERE o."slug" = c."new");
