import { eq } from 'drizzle-orm';
import { properties } from '@/lib/db/schema';
import { seedDemoCatalogueIfEmpty } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/testing/databases';
import { suggestDestinations, type DestinationSuggestion } from './destination-suggestions';

const names = (list: DestinationSuggestion[], kind: DestinationSuggestion['kind']) =>
  list.filter((s) => s.kind === kind).map((s) => s.name);

describeEachDatabase('destination suggestions', (handle) => {
  beforeAll(async () => {
    await seedDemoCatalogueIfEmpty(handle.db);
  });

  it('offers cities with their state, areas with their city, and states, whatever the case', async () => {
    const abuja = await suggestDestinations('ABU', handle.db);
    expect(abuja[0]).toMatchObject({ kind: 'city', name: 'Abuja', context: 'FCT' });
    expect(abuja[0]!.count).toBeGreaterThan(0);

    const lekki = await suggestDestinations('lek', handle.db);
    expect(lekki[0]).toMatchObject({ kind: 'area', name: 'Lekki', context: 'Lagos' });

    const lagos = await suggestDestinations('lagos', handle.db);
    expect(names(lagos, 'state')).toEqual(['Lagos']);
    expect(names(lagos, 'area')).toContain('Lagos Island');
    const state = lagos.find((s) => s.kind === 'state')!;
    const island = lagos.find((s) => s.name === 'Lagos Island')!;
    expect(state.count).toBeGreaterThan(island.count);

    // A word of the name is enough, and short names are expanded.
    expect(names(await suggestDestinations('island', handle.db), 'area')).toEqual(
      expect.arrayContaining(['Victoria Island', 'Lagos Island']),
    );
    expect((await suggestDestinations('vi', handle.db))[0]).toMatchObject({ name: 'Victoria Island' });
    expect(names(await suggestDestinations('Ìbà', handle.db), 'city')).toEqual(['Ibadan']);
  });

  it('offers published properties whose name starts with the text, with where they are', async () => {
    const found = await suggestDestinations('lagoon bay l', handle.db);
    expect(found).toEqual([{ kind: 'property', name: 'Lagoon Bay Lekki', context: 'Lekki, Lagos', count: 1 }]);
    expect(names(await suggestDestinations('LAGOON BAY', handle.db), 'property')).toEqual(
      expect.arrayContaining(['Lagoon Bay Lekki', 'Lagoon Bay Ozumba', 'Lagoon Bay Kingsway']),
    );

    await handle.db.update(properties).set({ isPublished: false }).where(eq(properties.name, 'Lagoon Bay Lekki'));
    try {
      expect(await suggestDestinations('lagoon bay l', handle.db)).toEqual([]);
    } finally {
      await handle.db.update(properties).set({ isPublished: true }).where(eq(properties.name, 'Lagoon Bay Lekki'));
    }
  });

  it('finds nothing, without failing, for text in other scripts, wildcards or unknown places', async () => {
    for (const text of ['لاغوس', 'أبوجا', '拉各斯', '%', '_', '\\', "'; drop table properties; --", 'Timbuktu']) {
      expect(await suggestDestinations(text, handle.db)).toEqual([]);
    }
    expect(await handle.db.$count(properties)).toBeGreaterThan(0);
  });

  it('keeps the list short: five places and four properties at most', async () => {
    const found = await suggestDestinations('a', handle.db);
    expect(found.filter((s) => s.kind !== 'property').length).toBeLessThanOrEqual(5);
    expect(names(found, 'property').length).toBeLessThanOrEqual(4);
    expect(found.length).toBeGreaterThan(0);
  });
});
