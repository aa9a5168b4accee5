import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDatabaseInstanceId } from '@/lib/db';
import { log } from '@/lib/log';
import { CACHE_TAGS } from './cache-tags';
import { getBrands, getDealsIn, getFeaturedHotels, getRecommendedApartments, getTopDestinations } from './properties';

/** A section's data, or the fact that it could not be loaded (the page shows that section's error message). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

function cachedSection<T>(name: string, load: () => Promise<T>) {
  const cached = unstable_cache((_instance: string) => load(), ['home', name], {
    tags: [CACHE_TAGS.catalogue],
    revalidate: 300,
  });
  return async (): Promise<Loaded<T>> => {
    try {
      return { ok: true, data: await cached(await getDatabaseInstanceId()) };
    } catch (err) {
      log.warn('home section unavailable', { section: name, err });
      return { ok: false };
    }
  };
}

/** The home page's catalogue sections, cached for five minutes and refreshed when the catalogue changes. */
export const homeSections = {
  topDestinations: cachedSection('top-destinations', () => getTopDestinations()),
  featuredHotels: cachedSection('featured-hotels', () => getFeaturedHotels(8)),
  featuredApartments: cachedSection('featured-apartments', () => getRecommendedApartments(8)),
  dealsInIkeja: cachedSection('deals-ikeja', () => getDealsIn('Ikeja', 8)),
  brands: cachedSection('brands', () => getBrands()),
};
