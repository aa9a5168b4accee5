import fs from 'node:fs';
import path from 'node:path';
import { catalogueJsonSchema } from './format';
import { sampleCatalogue, sampleProperty, SAMPLE_HOSTS } from './sample';
import { checkCatalogue } from './validate';

const errorsOf = (input: unknown, hosts = SAMPLE_HOSTS) => {
  const checked = checkCatalogue(input, hosts);
  return checked.ok ? [] : checked.errors;
};

describe('catalogue file', () => {
  it('publishes the JSON Schema generated from the format (npm run catalogue -- schema)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'docs/catalogue.schema.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(catalogueJsonSchema())));
  });

  it('accepts a valid file and fills in the defaults', () => {
    const checked = checkCatalogue(sampleCatalogue(), SAMPLE_HOSTS);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.file.properties[1]!.rooms[1]).toMatchObject({ maxChildren: 2, promoPrice: null, photos: [] });
    expect(checked.file.properties[1]!.featured).toBe(false);
  });

  it('names the record, its id and the field of each error', () => {
    const file = sampleCatalogue();
    const broken = sampleProperty('lag-001');
    broken.rooms[1] = { ...broken.rooms[1]!, maxAdults: 0 };
    file.properties.push(broken);
    expect(errorsOf(file)).toEqual(['properties[3] (id "lag-001").rooms[1] (id "fam").maxAdults: Number must be ≥ 1']);
  });

  it('reports missing and unknown fields, twice-used ids and unknown brands', () => {
    const file = sampleCatalogue();
    const { name: _name, ...nameless } = sampleProperty('hb-004', { brand: 'nobody' });
    file.properties.push({ ...nameless, stars: 5 } as never, sampleProperty('hb-001'));
    expect(errorsOf(file)).toEqual([
      'properties[3] (id "hb-004").name: Required',
      'properties[3] (id "hb-004").stars: Unknown field',
    ]);
    delete (file.properties[3] as { stars?: number }).stars;
    file.properties[3]!.name = 'Fourth';
    expect(errorsOf(file)).toEqual([
      'properties[4] (id "hb-001").id: Id is used twice in this file',
      'properties[3] (id "hb-004").brand: No brand has the id "nobody"',
    ]);
  });

  it('refuses a promo price that is not below the standard price', () => {
    const file = sampleCatalogue();
    file.properties[0]!.rooms[0]!.promoPrice = 60_000;
    expect(errorsOf(file)).toEqual([
      'properties[0] (id "hb-001").rooms[0] (id "std").promoPrice: Promo price must be lower than the standard price',
    ]);
  });

  it('takes photos from IMAGE_HOSTS over https, or drawn by the site under /media/', () => {
    const file = sampleCatalogue();
    file.properties[0]!.photos = ['/media/property/hotel-x-0.svg', 'https://elsewhere.example.org/a.jpg'];
    file.properties[1]!.rooms[0]!.photos = ['http://cdn.example.com/b.jpg'];
    expect(errorsOf(file)).toEqual([
      'properties[1] (id "hb-002").rooms[0] (id "std").photos[0]: Photo must be an https URL or a /media/ path',
    ]);
    file.properties[1]!.rooms[0]!.photos = [];
    expect(errorsOf(file)).toEqual([
      'properties[0] (id "hb-001").photos[1]: Photo host "elsewhere.example.org" is not in IMAGE_HOSTS',
    ]);
    expect(errorsOf(file, ['cdn.example.com', 'elsewhere.example.org'])).toEqual([]);
  });

  it('refuses a /media/ path that names none of the site’s drawings', () => {
    const file = sampleCatalogue();
    file.properties[0]!.photos = ['/media/property/hotel-x-0.w640.webp', '/media/photos/pool.jpg'];
    file.properties[1]!.rooms[0]!.photos = ['/media/room/x-0.w641.webp'];
    expect(errorsOf(file)).toEqual([
      'properties[0] (id "hb-001").photos[1]: Photo under /media/ must name one of the site’s drawings',
      'properties[1] (id "hb-002").rooms[0] (id "std").photos[0]: Photo under /media/ must name one of the site’s drawings',
    ]);
  });
});
