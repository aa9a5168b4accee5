import 'server-only';
import { signedInUser } from '@/components/layout/signed-in-user';
import type { CardFavourite } from '@/components/hotel/property-card';
import { likedIds } from '@/lib/data/favourites';
import { currentUser } from '@/lib/services/auth/current-user';
import { favouriteTexts } from './favourite-texts';

/** For each of the given properties, the heart's state for this visitor (never cached: it is personal). */
export async function cardFavourites(propertyIds: string[]): Promise<(id: string) => CardFavourite> {
  const [texts, details] = await Promise.all([favouriteTexts(), signedInUser()]);
  if (!details) return () => ({ liked: null, texts });
  const user = await currentUser();
  const liked = user ? await likedIds(user.id, propertyIds) : new Set<string>();
  return (id) => ({ liked: liked.has(id), texts });
}
