import 'server-only';
import { unstable_cache } from 'next/cache';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { getDatabaseInstanceId } from '@/lib/db';
import { canonicalHotelSlug, decodeSegment, hotelPath } from '@/lib/slug';
import { CACHE_TAGS } from './cache-tags';
import { getProperty, type PropertyDetails } from './properties';

const SLUG_MAX = 200;

class UnknownHotel extends Error {}

// Unknown slugs throw instead of returning null: unstable_cache keeps only results, so arbitrary paths cannot fill the cache.
const loadCatalogueFacts = unstable_cache(
  async (_instance: string, slug: string): Promise<PropertyDetails> => {
    const property = await getProperty(slug);
    // getProperty also accepts ids; the page answers only to the property's own slug.
    if (!property || property.slug !== slug) throw new UnknownHotel(slug);
    return property;
  },
  ['hotel-page'],
  { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.hotelPages], revalidate: 300 },
);

/**
 * Catalogue facts of the hotel page (property, rooms, reviews), cached for five minutes and refreshed with the
 * catalogue; null for an unknown slug. Availability and live prices are never part of it.
 */
export const getHotelForPage = cache(async (slug: string): Promise<PropertyDetails | null> => {
  const key = slug.trim().toLowerCase();
  // A name never holds control characters, and PostgreSQL cannot even compare a NUL.
  if (!key || key.length > SLUG_MAX || /[\u0000-\u001f\u007f]/.test(key)) return null;
  try {
    return await loadCatalogueFacts(await getDatabaseInstanceId(), key);
  } catch (err) {
    if (err instanceof UnknownHotel) return null;
    throw err;
  }
});

/**
 * The property of a /hotel/{slug} route, from its undecoded parameter: another spelling of its slug moves to the
 * canonical address for good, an unknown or unreadable one is a 404.
 */
export async function getHotelForParams(params: Promise<{ slug: string }>): Promise<PropertyDetails> {
  const raw = (await params).slug;
  const slug = canonicalHotelSlug(raw);
  if (!slug) notFound();
  // proxy.ts redirects these before any page runs, keeping the query; this covers a request that reaches the page anyway.
  if (decodeSegment(raw) !== slug) permanentRedirect(hotelPath(slug));
  const property = await getHotelForPage(slug);
  if (!property) notFound();
  return property;
}
