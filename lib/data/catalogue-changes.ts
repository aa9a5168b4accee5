import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { getDb, type Database } from '@/lib/db';
import { properties } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { CACHE_TAGS } from './cache-tags';

/**
 * Drops every kept catalogue read, and every kept page built from one (home, hotel pages, the frame's footer), on
 * every server sharing the cache: the next visit of each page renders it afresh. Not 'max' (stale while
 * revalidating): a page rendered in the background from a catalogue read that is itself still stale would be kept as
 * fresh. Call it after any change of properties, rooms, brands or reviews. Outside a request (scripts) there is no
 * cache to drop; the pages then refresh within the catalogue's life.
 */
export function catalogueChanged(): void {
  try {
    revalidateTag(CACHE_TAGS.catalogue, { expire: 0 });
  } catch (err) {
    log.warn('catalogue revalidation skipped', { err });
  }
}

/** Replaces a property's description (found by slug) and refreshes the cached pages that show it. */
export async function setPropertyDescription(slug: string, description: string, db?: Database): Promise<void> {
  const d = db ?? (await getDb());
  const updated = await d
    .update(properties)
    .set({ description, updatedAt: new Date() })
    .where(eq(properties.slug, slug))
    .returning({ id: properties.id });
  if (!updated.length) throw new AppError('hotelNotFound', 404);
  catalogueChanged();
}
