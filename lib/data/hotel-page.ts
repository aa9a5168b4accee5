import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getDatabaseInstanceId } from '@/lib/db';
import { canonicalHotelSlug, decodeSegment } from '@/lib/slug';
import { CACHE_TAGS } from './cache-tags';
import { getProperty, type PropertyDetails } from './property-details';

const SLUG_MAX = 200;

/** What a /hotel/{slug} address names: a property, another spelling of a property's slug, or nothing. */
export type HotelPageLookup =
  { kind: 'property'; property: PropertyDetails } | { kind: 'moved'; slug: string } | { kind: 'unknown' };

/**
 * Catalogue facts of the hotel page (property, rooms, reviews), kept with the catalogue's life and dropped when the
 * catalogue changes; null for an unknown slug. Availability and live prices are never part of it.
 */
export async function getHotelForPage(slug: string): Promise<PropertyDetails | null> {
  const key = slug.trim().toLowerCase();
  // A name never holds control characters, and PostgreSQL cannot even compare a NUL.
  if (!key || key.length > SLUG_MAX || /[\u0000-\u001f\u007f]/.test(key)) return null;
  return catalogueFacts(await getDatabaseInstanceId(), key);
}

async function catalogueFacts(_database: string, slug: string): Promise<PropertyDetails | null> {
  'use cache';
  cacheLife('catalogue');
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.hotelPages);
  const property = await getProperty(slug);
  // getProperty also accepts ids; the page answers only to the property's own slug.
  return property && property.slug === slug ? property : null;
}

/** The property of a /hotel/{slug} route, from its undecoded parameter. */
export async function getHotelPage(segment: string): Promise<HotelPageLookup> {
  const slug = canonicalHotelSlug(segment);
  if (!slug) return { kind: 'unknown' };
  // proxy.ts redirects these before any page runs, keeping the query; this covers a request that reaches the page anyway.
  if (decodeSegment(segment) !== slug) return { kind: 'moved', slug };
  const property = await getHotelForPage(slug);
  return property ? { kind: 'property', property } : { kind: 'unknown' };
}
