import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hotelSlug } from '@/lib/slug';
import { describeEachDatabase } from '@/lib/testing/databases';
import * as t from './schema';

const MIGRATION = fs.readFileSync(path.join(process.cwd(), 'lib/db/migrations/0004_hotel_slugs_spell_and.sql'), 'utf8');

const property = (name: string, slug: string) => ({
  slug,
  name,
  type: 'hotel' as const,
  address: '1 Test Street',
  city: 'Ikeja',
  state: 'Lagos',
  searchText: name.toLowerCase(),
  description: 'A test property.',
});

// Databases seeded before slugs spelled '&' as 'and' hold the old slugs; the migration brings them to the new rule.
describeEachDatabase('hotel slugs migration', (handle) => {
  it("renames slugs holding '&' to the slugs lib/slug.ts gives their names, leaving the others", async () => {
    const names = ['Toyin Street Hotel & Lounge', 'Bode Thomas Hotel & Suites', 'Adire House Marina', "Ade's Place"];
    const old = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
    await handle.db.insert(t.properties).values(names.map((n) => property(n, old(n))));
    // The new slug of this one is taken already: it keeps its old slug rather than failing the start.
    await handle.db
      .insert(t.properties)
      .values([
        property('Ikoyi Court & Suites', 'ikoyi-court-&-suites'),
        property('Ikoyi Court and Suites', 'ikoyi-court-and-suites'),
      ]);

    await handle.db.execute(sql.raw(MIGRATION));

    const rows = await handle.db.select({ name: t.properties.name, slug: t.properties.slug }).from(t.properties);
    const slugOf = new Map(rows.map((r) => [r.name, r.slug]));
    for (const name of names) expect([name, slugOf.get(name)]).toEqual([name, hotelSlug(name)]);
    expect(slugOf.get('Ikoyi Court & Suites')).toBe('ikoyi-court-&-suites');
    expect(slugOf.get('Ikoyi Court and Suites')).toBe('ikoyi-court-and-suites');
  });
});
