import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { getDatabaseInstanceId, getDb } from '@/lib/db';
import { properties } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { CACHE_TAGS } from './cache-tags';

export interface HotelLink {
  name: string;
  slug: string;
}

async function topHotels(_database: string, limit: number): Promise<HotelLink[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CACHE_TAGS.catalogue);
  const db = await getDb();
  return db
    .select({ name: properties.name, slug: properties.slug })
    .from(properties)
    .where(eq(properties.isPublished, true))
    .orderBy(desc(properties.isFeatured), desc(properties.rating), desc(properties.reviewCount), properties.name)
    .limit(limit);
}

/** The best-rated properties for the footer; empty when the database cannot answer, so pages still render. */
export async function getTopHotelLinks(limit = 6): Promise<HotelLink[]> {
  try {
    return await topHotels(await getDatabaseInstanceId(), limit);
  } catch (err) {
    unstable_rethrow(err);
    log.warn('top hotels unavailable', { err });
    return [];
  }
}
