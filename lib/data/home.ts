import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { getDatabaseInstanceId } from '@/lib/db';
import { databaseFailure, doubtDatabase } from '@/lib/db/availability';
import { log } from '@/lib/log';
import { CACHE_TAGS } from './cache-tags';
import { getBrands, getDealsIn, getFeaturedHotels, getRecommendedApartments, getTopDestinations } from './properties';

/** A section's data, or the fact that it could not be loaded (the page shows that section's error message). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

const loaders = {
  topDestinations: () => getTopDestinations(),
  featuredHotels: () => getFeaturedHotels(8),
  featuredApartments: () => getRecommendedApartments(8),
  dealsInIkeja: () => getDealsIn('Ikeja', 8),
  brands: () => getBrands(),
};

type Section = keyof typeof loaders;
type SectionData<S extends Section> = Awaited<ReturnType<(typeof loaders)[S]>>;

/** A home section's catalogue read, kept with the catalogue's life and dropped when the catalogue changes. */
async function cachedSection<S extends Section>(_database: string, section: S): Promise<SectionData<S>> {
  'use cache';
  cacheLife('catalogue');
  cacheTag(CACHE_TAGS.catalogue);
  return (await loaders[section]()) as SectionData<S>;
}

/**
 * One of the home page's catalogue sections; a failure is reported as such and never kept. A database that could not
 * be reached is checked again at once, so that the next request gets the 503 page rather than another page of
 * failed sections.
 */
export async function homeSection<S extends Section>(section: S): Promise<Loaded<SectionData<S>>> {
  try {
    return { ok: true, data: await cachedSection(await getDatabaseInstanceId(), section) };
  } catch (err) {
    unstable_rethrow(err);
    if (databaseFailure(err) === 'down') doubtDatabase();
    log.warn('home section unavailable', { section, err });
    return { ok: false };
  }
}
