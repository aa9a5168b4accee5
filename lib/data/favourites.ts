import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { favourites, properties } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { cardColumns, toCard, type PropertyCard } from './properties';

/** Which of the given properties (all when none are named) the user likes. */
export async function likedIds(userId: string, propertyIds?: string[], db?: Database): Promise<Set<string>> {
  const d = db ?? (await getDb());
  if (propertyIds && propertyIds.length === 0) return new Set();
  const rows = await d
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), propertyIds ? inArray(favourites.propertyId, propertyIds) : undefined));
  return new Set(rows.map((r) => r.id));
}

/** The user's liked properties, most recently liked first. */
export async function listFavourites(userId: string, db?: Database): Promise<PropertyCard[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select(cardColumns())
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(and(eq(favourites.userId, userId), eq(properties.isPublished, true)))
    .orderBy(desc(favourites.createdAt));
  return rows.map(toCard);
}

/** Likes a published property (again is fine); a 404 when there is none. */
export async function addFavourite(userId: string, propertyId: string, db?: Database): Promise<void> {
  const d = db ?? (await getDb());
  const [exists] = await d
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.isPublished, true)))
    .limit(1);
  if (!exists) throw new AppError('hotelNotFound', 404);
  await d.insert(favourites).values({ userId, propertyId }).onConflictDoNothing();
}

/** Removes a like; removing one that is not there is fine. */
export async function removeFavourite(userId: string, propertyId: string, db?: Database): Promise<void> {
  const d = db ?? (await getDb());
  await d.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
}
