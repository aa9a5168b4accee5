import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** Title of an auth page from its `onboarding` key; auth pages stay out of search results. */
export async function authMetadata(
  titleKey: 'signIn' | 'emailCode' | 'whatsappCode' | 'forgotPassword' | 'resetPassword' | 'createGuestAccount',
): Promise<Metadata> {
  const t = await getTranslations('onboarding');
  return { title: t(titleKey), robots: { index: false } };
}
