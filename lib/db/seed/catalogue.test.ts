import { AMENITIES } from '@/lib/amenities';
import { hotelSlug } from '@/lib/slug';
import { matches, problems } from '@/lib/testing/seed-checks';
import { loadCatalogue } from './catalogue';
import type { SeedBrand, SeedDestination, SeedProperty } from './types';

let brands: SeedBrand[] = [];
let destinations: SeedDestination[] = [];
let properties: SeedProperty[] = [];

beforeAll(async () => {
  ({ brands, destinations, properties } = await loadCatalogue());
});

// The fixtures are JSON, so no compiler checks their shape: every record must have exactly the fields of its type.
const PROPERTY_FIELDS = {
  name: 'string',
  type: 'string',
  categories: 'object',
  brand: 'string|null',
  address: 'string',
  city: 'string',
  state: 'string',
  latitude: 'number',
  longitude: 'number',
  description: 'string',
  amenities: 'object',
  checkInTime: 'string',
  checkOutTime: 'string',
  isFeatured: 'boolean',
  phone: 'string',
  email: 'string',
  rooms: 'object',
  reviews: 'object',
};
const ROOM_FIELDS = {
  name: 'string',
  description: 'string',
  maxAdults: 'number',
  maxChildren: 'number',
  bedType: 'string',
  sizeSqm: 'number',
  totalRooms: 'number',
  standardPrice: 'number',
  promoPrice: 'number|null',
  nonRefundable: 'boolean',
  amenities: 'object',
};
const REVIEW_FIELDS = {
  authorName: 'string',
  overall: 'number',
  cleanliness: 'number',
  comfort: 'number',
  location: 'number',
  facilities: 'number',
  staff: 'number',
  value: 'number',
  title: 'string',
  comment: 'string',
  daysAgo: 'number',
};

/** Field name to the kind of its value ('null' for null, 'object' for arrays), for comparison with a field list. */
function fieldKinds(record: object, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const kind = value === null ? 'null' : typeof value;
      const allowed = fields[key]?.split('|') ?? [];
      return [key, allowed.includes(kind) ? (fields[key] ?? '') : kind];
    }),
  );
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('demo catalogue', () => {
  it('holds records with exactly the fields of the seed types', () => {
    for (const p of properties) {
      expect({ name: p.name, fields: fieldKinds(p, PROPERTY_FIELDS) }).toEqual({
        name: p.name,
        fields: PROPERTY_FIELDS,
      });
      for (const r of p.rooms) expect(fieldKinds(r, ROOM_FIELDS)).toEqual(ROOM_FIELDS);
      for (const r of p.reviews) expect(fieldKinds(r, REVIEW_FIELDS)).toEqual(REVIEW_FIELDS);
      for (const list of [p.categories, p.amenities, p.rooms, p.reviews]) expect(Array.isArray(list)).toBe(true);
      for (const r of p.rooms) expect(r.amenities.every((a) => typeof a === 'string')).toBe(true);
    }
    for (const b of brands) {
      expect(fieldKinds(b, { slug: 'string', name: 'string', color: 'string', description: 'string' })).toEqual({
        slug: 'string',
        name: 'string',
        color: 'string',
        description: 'string',
      });
    }
    for (const d of destinations) {
      expect(fieldKinds(d, { state: 'string', name: 'string', sortOrder: 'number' })).toEqual({
        state: 'string',
        name: 'string',
        sortOrder: 'number',
      });
    }
  });

  it('has the nine destinations in footer order', () => {
    expect(destinations.map((d) => d.state)).toEqual([
      'lekki',
      'Lagos',
      'Ikeja',
      'Abuja',
      'Victoria Island',
      'Ikoyi',
      'Edo',
      'Rivers',
      'Ibadan',
    ]);
    expect(destinations.find((d) => d.state === 'lekki')?.name).toBe('Lekki');
    expect(new Set(destinations.map((d) => d.sortOrder)).size).toBe(destinations.length);
  });

  it('has eight distinct brands', () => {
    expect(brands).toHaveLength(8);
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.color.toLowerCase())).size).toBe(brands.length);
    for (const b of brands) {
      expect(b.color).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(b.slug).toMatch(/^[a-z0-9-]+$/);
      expect(b.description.length).toBeGreaterThan(40);
    }
  });

  it('has at least 60 properties with unique names, slugs, phones and emails', () => {
    expect(properties.length).toBeGreaterThanOrEqual(60);
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(properties.map((p) => p.name))).toBe(true);
    expect(unique(properties.map((p) => hotelSlug(p.name)))).toBe(true);
    expect(unique(properties.map((p) => p.phone))).toBe(true);
    expect(unique(properties.map((p) => p.email))).toBe(true);
  });

  it("gives every property a plain address: the spec's slug, with '&' spelled 'and'", () => {
    const specSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
    for (const p of properties) {
      expect(hotelSlug(p.name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(hotelSlug(p.name)).toBe(specSlug(p.name.replace(/&/g, 'and')));
    }
    expect(properties.filter((p) => p.name.includes('&')).map((p) => hotelSlug(p.name))).toEqual([
      'toyin-street-hotel-and-lounge',
      'bode-thomas-hotel-and-suites',
    ]);
  });

  it('mixes hotels, apartments and resorts', () => {
    const count = (type: SeedProperty['type']) => properties.filter((p) => p.type === type).length;
    expect(count('hotel')).toBeGreaterThanOrEqual(30);
    expect(count('apartment')).toBeGreaterThanOrEqual(15);
    expect(count('resort')).toBeGreaterThanOrEqual(8);
    expect(properties.filter((p) => p.categories.includes('tours')).length).toBeGreaterThanOrEqual(8);
  });

  it('places every property behind a destination and every destination has at least four', () => {
    const orphans = properties.filter((p) => !destinations.some((d) => matches(p, d.state))).map((p) => p.name);
    expect(orphans).toEqual([]);
    for (const d of destinations) {
      const n = properties.filter((p) => matches(p, d.state)).length;
      expect({ destination: d.state, enough: n >= 4 }).toEqual({ destination: d.state, enough: true });
    }
    expect(properties.filter((p) => p.city === 'Ikeja').length).toBeGreaterThanOrEqual(8);
  });

  it('uses realistic city and state pairs', () => {
    const states: Record<string, string> = {
      Lekki: 'Lagos',
      Ikeja: 'Lagos',
      'Victoria Island': 'Lagos',
      Ikoyi: 'Lagos',
      'Lagos Island': 'Lagos',
      Yaba: 'Lagos',
      Surulere: 'Lagos',
      Abuja: 'FCT',
      'Benin City': 'Edo',
      'Port Harcourt': 'Rivers',
      Ibadan: 'Oyo',
    };
    for (const p of properties) expect(`${p.city}/${p.state}`).toBe(`${p.city}/${states[p.city] ?? '?'}`);
  });

  it('has valid structure, amenities, rooms, prices and reviews', () => {
    expect(properties.flatMap((p) => problems(p, { reviews: true }))).toEqual([]);
  });

  it('lists backup power and security almost everywhere and kitchens in apartments', () => {
    const withBoth = properties.filter((p) => p.amenities.includes('Backup power') && p.amenities.includes('Security'));
    expect(withBoth.length / properties.length).toBeGreaterThanOrEqual(0.9);
    const apartments = properties.filter((p) => p.type === 'apartment');
    expect(apartments.filter((p) => p.amenities.includes('Kitchen')).length / apartments.length).toBeGreaterThanOrEqual(
      0.8,
    );
  });

  it('writes descriptions of two or three paragraphs', () => {
    for (const p of properties) {
      const paragraphs = p.description.split('\n\n');
      expect({ name: p.name, paragraphs: paragraphs.length >= 2 && paragraphs.length <= 3 }).toEqual({
        name: p.name,
        paragraphs: true,
      });
      const words = wordCount(p.description);
      expect({ name: p.name, words: words >= 80 && words <= 175 }).toEqual({ name: p.name, words: true });
    }
  });

  it('never repeats a review comment', () => {
    const comments = properties.flatMap((p) => p.reviews.map((r) => r.comment));
    expect(new Set(comments).size).toBe(comments.length);
  });

  it('refers only to existing brands', () => {
    const slugs = new Set(brands.map((b) => b.slug));
    const branded = properties.filter((p) => p.brand !== null);
    for (const p of branded) expect(slugs.has(p.brand ?? '')).toBe(true);
    expect(branded.length / properties.length).toBeGreaterThan(0.45);
    expect(branded.length / properties.length).toBeLessThan(0.75);
  });

  it('features enough hotels and apartments', () => {
    const featured = properties.filter((p) => p.isFeatured);
    expect(featured.filter((p) => p.type === 'hotel').length).toBeGreaterThanOrEqual(8);
    expect(featured.filter((p) => p.type === 'apartment').length).toBeGreaterThanOrEqual(6);
  });

  it('offers promotions and non-refundable rates in sensible proportions', () => {
    const rooms = properties.flatMap((p) => p.rooms);
    const promo = rooms.filter((r) => r.promoPrice !== null).length / rooms.length;
    const nonRefundable = rooms.filter((r) => r.nonRefundable).length / rooms.length;
    expect(promo).toBeGreaterThan(0.2);
    expect(promo).toBeLessThan(0.6);
    expect(nonRefundable).toBeGreaterThan(0.1);
    expect(nonRefundable).toBeLessThan(0.3);
  });

  it('exports the amenity vocabulary', () => {
    expect(AMENITIES).toContain('Free WiFi');
    expect(AMENITIES).toContain('Backup power');
    expect(new Set(AMENITIES).size).toBe(AMENITIES.length);
  });
});
