import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDatabaseInstanceId, getDb } from '@/lib/db';
import { properties } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { CACHE_TAGS } from './cache-tags';

export interface HotelLink {
  name: string;
  slug: string;
}

const topHotels = unstable_cache(
  async (_instance: string, limit: number): Promise<HotelLink[]> => {
    const db = await getDb();
    return db
      .select({ name: properties.name, slug: properties.slug })
      .from(properties)
      .where(eq(properties.isPublished, true))
      .orderBy(desc(properties.isFeatured), desc(properties.rating), desc(properties.reviewCount), properties.name)
      .limit(limit);
  },
  ['top-hotels'],
  { tags: [CACHE_TAGS.catalogue], revalidate: 3600 },
);

/** The best-rated properties for the footer; empty when the database cannot answer, so pages still render. */
export async function getTopHotelLinks(limit = 6): Promise<HotelLink[]> {
  try {
    return await topHotels(await getDatabaseInstanceId(), limit);
  } catch (err) {
    log.warn('top hotels unavailable', { err });
    return [];
  }
}
