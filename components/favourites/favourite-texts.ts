import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FavouriteTexts } from './favourite-button';

/** The heart button's texts in the visitor's language. */
export async function favouriteTexts(): Promise<FavouriteTexts> {
  const [t, tc] = await Promise.all([getTranslations('hotel'), getTranslations('common')]);
  return { like: t('like'), unlike: t('unlike'), signInToSave: t('signInToSave'), signIn: tc('nav.login') };
}
