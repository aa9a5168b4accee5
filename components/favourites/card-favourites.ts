import 'server-only';
import { signedInSession } from '@/components/layout/signed-in-user';
import type { CardFavourite } from '@/components/hotel/property-card';
import { likedIds } from '@/lib/data/favourites';
import { favouriteTexts } from './favourite-texts';

/** For each of the given properties, the heart's state for this visitor (never cached: it is personal). */
export async function cardFavourites(propertyIds: string[]): Promise<(id: string) => CardFavourite> {
  const [texts, user] = await Promise.all([favouriteTexts(), signedInSession()]);
  if (!user) return () => ({ liked: null, texts });
  const liked = await likedIds(user.id, propertyIds);
  return (id) => ({ liked: liked.has(id), texts });
}
