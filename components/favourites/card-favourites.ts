import 'server-only';
import type { CardFavourite } from '@/components/hotel/property-card';
import { favouriteIntl } from './favourite-intl';

/**
 * The hearts' messages for cards. Their state is personal and pages are the same for every visitor, so the browser
 * learns it (LikedProvider); nothing here reads the session.
 */
export async function cardFavourites(_propertyIds: string[]): Promise<(id: string) => CardFavourite> {
  const intl = await favouriteIntl();
  return () => ({ liked: undefined, intl });
}
