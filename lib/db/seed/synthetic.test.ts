import { hotelSlug } from '@/lib/slug';
import { matches, problems } from '@/lib/testing/seed-checks';
import { loadCatalogue } from './catalogue';
import { syntheticProperty } from './synthetic';
import type { SeedBrand, SeedDestination, SeedProperty } from './types';

let brands: SeedBrand[] = [];
let destinations: SeedDestination[] = [];
let properties: SeedProperty[] = [];

beforeAll(async () => {
  ({ brands, destinations, properties } = await loadCatalogue());
});

describe('syntheticProperty', () => {
  const COUNT = 10_000;
  let generated: SeedProperty[] = [];

  beforeAll(() => {
    generated = Array.from({ length: COUNT }, (_, i) => syntheticProperty(i));
  });

  it('is deterministic', () => {
    expect(syntheticProperty(4242)).toEqual(syntheticProperty(4242));
    expect(syntheticProperty(4242)).toEqual(generated[4242]);
  });

  it('yields unique names and slugs that do not collide with the catalogue', () => {
    const names = generated.map((p) => p.name);
    expect(new Set(names).size).toBe(COUNT);
    const slugs = new Set(names.map(hotelSlug));
    expect(slugs.size).toBe(COUNT);
    for (const p of properties) expect(slugs.has(hotelSlug(p.name))).toBe(false);
  });

  it('spreads properties over every destination', () => {
    for (const d of destinations) {
      const n = generated.filter((p) => matches(p, d.state)).length;
      expect({ destination: d.state, enough: n >= COUNT / 20 }).toEqual({ destination: d.state, enough: true });
    }
    const types = new Set(generated.map((p) => p.type));
    expect([...types].sort()).toEqual(['apartment', 'hotel', 'resort']);
  });

  it('produces valid data for a sample', () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    const sample = generated.filter((_, i) => i % 37 === 0);
    const found = sample.flatMap((p) => problems(p, { reviews: false }));
    expect(found).toEqual([]);
    for (const p of sample) {
      expect(p.reviews).toEqual([]);
      expect(p.rooms.length).toBeGreaterThanOrEqual(2);
      expect(p.rooms.length).toBeLessThanOrEqual(4);
      if (p.brand !== null) expect(brandSlugs.has(p.brand)).toBe(true);
    }
  });
});
