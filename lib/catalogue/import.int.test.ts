import { getDay, parseISO } from 'date-fns';
import { and, asc, eq, sql } from 'drizzle-orm';
import { readAri } from '@/lib/ari/apply';
import { addDays, todayInLagos } from '@/lib/dates';
import { getAvailability } from '@/lib/data/availability';
import { getRooms } from '@/lib/data/property-details';
import { searchProperties } from '@/lib/data/search';
import * as t from '@/lib/db/schema';
import { describeEachDatabase, type SuiteDatabase } from '@/lib/testing/databases';
import { searchQuery, toPropertySearch } from '@/lib/validation/search';
import { rowsOf } from '@/lib/data/db-helpers';
import { exportCatalogue } from './export';
import type { CatalogueInput } from './format';
import { CatalogueError, importCatalogue } from './import';
import { sampleCatalogue, sampleProperty, SAMPLE_HOSTS } from './sample';

const options = { imageHosts: SAMPLE_HOSTS };

/** Every catalogue row, as stored, so that "nothing written" can be seen. */
async function snapshot(db: SuiteDatabase['db']) {
  return JSON.stringify({
    partners: await db.select().from(t.partners).orderBy(asc(t.partners.id)),
    brands: await db.select().from(t.brands).orderBy(asc(t.brands.id)),
    destinations: await db.select().from(t.destinations).orderBy(asc(t.destinations.id)),
    properties: await db.select().from(t.properties).orderBy(asc(t.properties.id)),
    rooms: await db.select().from(t.roomCategories).orderBy(asc(t.roomCategories.id)),
  });
}

/** The next file of the partner: hb-001 renamed, hb-003 left out, hb-004 new, hb-002 without its family rooms. */
function nextFile() {
  const file = sampleCatalogue();
  file.properties[0]!.name = 'Harbour Grand';
  file.properties[1]!.rooms = file.properties[1]!.rooms.slice(0, 1);
  file.properties[2] = sampleProperty('hb-004');
  return file;
}

const inLagosIsland = async (db: SuiteDatabase['db']) => {
  const checkIn = addDays(todayInLagos(), 10);
  const query = { location: 'Lagos Island', checkIn, checkOut: addDays(checkIn, 1), adults: '2', rooms: '1' };
  const found = await searchProperties(toPropertySearch(searchQuery(365).parse(query)), db);
  return found.hotels.map((h) => h.hotelName).sort();
};

describeEachDatabase('catalogue import', (handle) => {
  it('creates the partner, its brand, destination, properties and room types', async () => {
    const result = await importCatalogue(sampleCatalogue(), options, handle.db);
    expect(result).toMatchObject({
      partner: 'harbour',
      dryRun: false,
      brands: { created: ['hb'], changed: [], unpublished: [] },
      destinations: { created: ['lagos-island'] },
      properties: { created: ['hb-001', 'hb-002', 'hb-003'], changed: [], unpublished: [] },
      changes: 11,
    });
    expect(result.rooms.created).toContain('hb-002/fam');
    const props = await handle.db.select().from(t.properties).orderBy(asc(t.properties.externalId));
    expect(props.map((p) => [p.externalId, p.slug, p.isPublished, p.minPrice, p.capacityRooms])).toEqual([
      ['hb-001', 'harbour-stay-hb-001', true, 55_000, 14],
      ['hb-002', 'harbour-stay-hb-002', true, 55_000, 14],
      ['hb-003', 'harbour-stay-hb-003', true, 55_000, 14],
    ]);
    const [brand] = await handle.db.select().from(t.brands);
    expect(props[0]!.brandId).toBe(brand!.id);
    expect(brand!.slug).toBe('hb');
    expect(await inLagosIsland(handle.db)).toEqual([
      'Harbour Stay hb-001',
      'Harbour Stay hb-002',
      'Harbour Stay hb-003',
    ]);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await snapshot(handle.db);
    const result = await importCatalogue(sampleCatalogue(), options, handle.db);
    expect(result.changes).toBe(0);
    expect(await snapshot(handle.db)).toBe(before);
  });

  it('lists in a dry run what would be created, changed and unpublished, and writes nothing', async () => {
    const before = await snapshot(handle.db);
    const result = await importCatalogue(nextFile(), { ...options, dryRun: true }, handle.db);
    expect(result).toMatchObject({
      dryRun: true,
      properties: {
        created: ['hb-004'],
        changed: [{ id: 'hb-001', fields: ['name'] }],
        unpublished: ['hb-003'],
      },
      rooms: { created: ['hb-004/std', 'hb-004/fam'], changed: [], unpublished: ['hb-002/fam'] },
      changes: 6,
    });
    expect(await snapshot(handle.db)).toBe(before);
  });

  it('writes nothing from a file with an error in one record, and names the record and the field', async () => {
    const before = await snapshot(handle.db);
    const file = nextFile();
    file.properties[1]!.rooms[0]!.maxAdults = 0;
    const attempt = importCatalogue(file, options, handle.db);
    await expect(attempt).rejects.toBeInstanceOf(CatalogueError);
    await expect(attempt).rejects.toMatchObject({
      errors: ['properties[1] (id "hb-002").rooms[0] (id "std").maxAdults: Number must be ≥ 1'],
    });
    expect(await snapshot(handle.db)).toBe(before);
  });

  it('unpublishes a property the file leaves out, and takes room types it leaves out off sale', async () => {
    const result = await importCatalogue(nextFile(), options, handle.db);
    expect(result.changes).toBe(6);
    expect(await inLagosIsland(handle.db)).toEqual(['Harbour Grand', 'Harbour Stay hb-002', 'Harbour Stay hb-004']);
    const [gone] = await handle.db.select().from(t.properties).where(eq(t.properties.externalId, 'hb-003'));
    expect(gone?.isPublished).toBe(false);
    const [kept] = await handle.db.select().from(t.properties).where(eq(t.properties.externalId, 'hb-002'));
    // The slug stays when the name changes: shared links keep working.
    const [renamed] = await handle.db.select().from(t.properties).where(eq(t.properties.externalId, 'hb-001'));
    expect(renamed?.slug).toBe('harbour-stay-hb-001');
    expect(kept?.capacityRooms).toBe(10);
    const rooms = await handle.db.select().from(t.roomCategories).where(eq(t.roomCategories.propertyId, kept!.id));
    expect(rooms.map((r) => [r.externalId, r.isActive]).sort()).toEqual([
      ['fam', false],
      ['std', true],
    ]);
    expect((await getRooms(kept!.id, handle.db)).map((r) => r.name)).toEqual(['Standard Double']);
    const checkIn = addDays(todayInLagos(), 10);
    const available = await getAvailability(kept!.id, { checkIn, checkOut: addDays(checkIn, 1), rooms: 1 }, handle.db);
    expect(available.map((r) => r.roomName)).toEqual(['Standard Double']);
  });

  it('exports a file that, imported again, changes nothing', async () => {
    const exported = await exportCatalogue('harbour', handle.db);
    expect(exported?.properties.map((p) => p.id)).toEqual(['hb-001', 'hb-002', 'hb-004']);
    expect(exported?.properties[1]?.rooms.map((r) => r.id)).toEqual(['std']);
    const before = await snapshot(handle.db);
    const again = await importCatalogue(JSON.parse(JSON.stringify(exported)), options, handle.db);
    expect(again.changes).toBe(0);
    expect(await snapshot(handle.db)).toBe(before);
  });

  it('publishes again a property that comes back, and reports the fields that changed', async () => {
    const file = sampleCatalogue();
    file.properties[0]!.rooms[0]!.standardPrice = 70_000;
    const result = await importCatalogue(file, options, handle.db);
    expect(result.properties.changed).toEqual([
      { id: 'hb-001', fields: ['name'] },
      { id: 'hb-003', fields: ['published'] },
    ]);
    expect(result.rooms.changed).toEqual([
      { id: 'hb-001/std', fields: ['standardPrice'] },
      { id: 'hb-002/fam', fields: ['published'] },
    ]);
    expect(result.properties.unpublished).toEqual(['hb-004']);
  });

  it('loads nightly rates with the file, counts the nights they move, and keeps them through an export', async () => {
    const day = (n: number) => addDays(todayInLagos(), n);
    type Rates = NonNullable<CatalogueInput['properties'][number]['rooms'][number]['rates']>;
    const file = (rates: Rates) => {
      const p = sampleProperty('r-1');
      p.rooms = [{ ...p.rooms[0]!, rates }];
      return sampleCatalogue({ partner: 'rated', brands: [], destinations: [], properties: [p] });
    };
    const weekend = (n: number) => getDay(parseISO(day(n))) >= 5;
    const weekends = Array.from({ length: 30 }, (_, i) => i + 1).filter(weekend).length;
    const periods = async () =>
      Number(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from rate_periods`))[0]!.n);
    const year: Rates = [
      { from: day(1), to: day(30), price: 70_000 },
      { from: day(1), to: day(30), days: ['fri', 'sat'], price: 84_000, promoPrice: 80_000 },
    ];

    const dry = await importCatalogue(file(year), { ...options, dryRun: true }, handle.db);
    expect(dry).toMatchObject({ dryRun: true, pricedNights: 30 });
    expect(await periods()).toBe(0);

    const created = await importCatalogue(file(year), options, handle.db);
    expect(created).toMatchObject({ pricedNights: 30, rooms: { created: ['r-1/std'] } });
    expect(await periods()).toBe(2);
    const [property] = await handle.db.select().from(t.properties).where(eq(t.properties.externalId, 'r-1'));
    const [room] = await handle.db
      .select()
      .from(t.roomCategories)
      .where(and(eq(t.roomCategories.propertyId, property!.id), eq(t.roomCategories.externalId, 'std')));
    const nights = await readAri(room!.id, day(1), day(7), handle.db);
    nights.forEach((n, i) =>
      expect([n.price, n.promoPrice]).toEqual(weekend(i + 1) ? [84_000, 80_000] : [70_000, 55_000]),
    );

    const again = await importCatalogue(file(year), options, handle.db);
    expect(again).toMatchObject({ changes: 0, pricedNights: 0 });
    expect(await periods()).toBe(2);

    // Dearer weekdays: only the weekdays move (the weekend line, sent again after it, keeps the weekend as it was).
    const dearer: Rates = [{ ...year[0]!, price: 75_000 }, year[1]!];
    const changed = await importCatalogue(file(dearer), options, handle.db);
    expect(changed).toMatchObject({ changes: 1, pricedNights: 30 - weekends });
    expect(changed.rooms.changed).toEqual([{ id: 'r-1/std', fields: ['rates'] }]);
    // The new lines cover the old ones wholly: those are gone.
    expect(await periods()).toBe(2);

    const exported = await exportCatalogue('rated', handle.db);
    expect(exported?.properties[0]?.rooms[0]?.rates).toEqual(dearer);
    const before = await snapshot(handle.db);
    const reimported = await importCatalogue(JSON.parse(JSON.stringify(exported)), options, handle.db);
    expect(reimported).toMatchObject({ changes: 0, pricedNights: 0 });
    expect(await snapshot(handle.db)).toBe(before);
    expect(await periods()).toBe(2);
  });

  it('refuses rates outside the booking horizon, naming the line, and writes nothing', async () => {
    const yesterday = addDays(todayInLagos(), -1);
    const p = sampleProperty('r-2');
    p.rooms = [{ ...p.rooms[0]!, rates: [{ from: yesterday, to: addDays(yesterday, 3), price: 61_000 }] }];
    const before = await snapshot(handle.db);
    const attempt = importCatalogue(
      sampleCatalogue({ partner: 'rated', brands: [], destinations: [], properties: [p] }),
      options,
      handle.db,
    );
    await expect(attempt).rejects.toBeInstanceOf(CatalogueError);
    await expect(attempt).rejects.toMatchObject({
      errors: [
        expect.stringMatching(
          /^properties\[0\] \(id "r-2"\)\.rooms\[0\] \(id "std"\)\.rates\[0\]\.from: Dates must be from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/,
        ),
      ],
    });
    expect(await snapshot(handle.db)).toBe(before);
  });

  it('refuses a destination whose state another partner holds, naming it', async () => {
    const before = await snapshot(handle.db);
    const other = sampleCatalogue({ partner: 'other', brands: [], properties: [sampleProperty('x-1')] });
    await expect(importCatalogue(other, options, handle.db)).rejects.toMatchObject({
      errors: ['destinations[0] (id "lagos-island").state: Another destination already has the state "Lagos Island"'],
    });
    expect(await snapshot(handle.db)).toBe(before);
  });
});
