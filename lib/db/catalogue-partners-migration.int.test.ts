import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importCatalogue } from '@/lib/catalogue/import';
import { describeEachDatabase } from '@/lib/testing/databases';
import * as t from './schema';
import { loadCatalogue } from './seed/catalogue';
import { demoCatalogueFile } from './seed/demo-file';
import { seedDemoCatalogueIfEmpty } from './seed';

// The part of the migration that hands a catalogue seeded before partners existed to the demo partner.
const MIGRATION = fs.readFileSync(path.join(process.cwd(), 'lib/db/migrations/0017_catalogue_partners.sql'), 'utf8');
const HANDOVER = MIGRATION.slice(MIGRATION.indexOf('-- A catalogue that is already there'));

describeEachDatabase('catalogue partners migration', (handle) => {
  it('gives a catalogue seeded before partners to the demo partner under its file ids, so loading the file changes nothing', async () => {
    await seedDemoCatalogueIfEmpty(handle.db);
    const before = await handle.db.select({ id: t.properties.id, slug: t.properties.slug }).from(t.properties);
    // The database as an earlier release left it: no partner, no partner ids.
    await handle.db.execute(sql`update properties set partner_id = null, external_id = null`);
    await handle.db.execute(sql`update brands set partner_id = null, external_id = null`);
    await handle.db.execute(sql`update destinations set partner_id = null, external_id = null`);
    await handle.db.execute(sql`update room_categories set external_id = null`);
    await handle.db.execute(sql`delete from partners`);

    for (const statement of HANDOVER.split('--> statement-breakpoint')) {
      if (statement.trim()) await handle.db.execute(sql.raw(statement));
    }

    const partners = await handle.db.select().from(t.partners);
    expect(partners.map((p) => p.slug)).toEqual(['demo']);
    const after = await handle.db.select().from(t.properties);
    expect(after.every((p) => p.partnerId === partners[0]!.id && p.externalId === p.slug)).toBe(true);
    expect(after.map((p) => [p.id, p.slug]).sort()).toEqual(before.map((p) => [p.id, p.slug]).sort());
    const rooms = await handle.db.select().from(t.roomCategories);
    expect(rooms.every((r) => r.externalId)).toBe(true);

    const again = await importCatalogue(demoCatalogueFile(await loadCatalogue()), { imageHosts: [] }, handle.db);
    expect(again.changes).toBe(0);
  });
});
