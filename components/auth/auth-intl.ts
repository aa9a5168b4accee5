import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { intlFor } from '@/i18n/intl-for';
import type { PartIntl } from '@/i18n/part-intl';
import type { MessagePath } from '@/i18n/pick-messages';
import { AUTH_MESSAGE_KEYS } from '@/lib/validation/auth-forms';

/** What the auth forms say: their own texts, the dialogs' buttons and titles, and the auth rules' messages. */
const AUTH_PATHS: readonly MessagePath[] = [
  'onboarding',
  'modal_texts.ok',
  'modal_texts.close',
  'modal_texts.verifyInfoTitle',
  'modal_texts.verifyInfoText',
  ...AUTH_MESSAGE_KEYS.map((key) => `validation.${key}` as const),
];

/** The language and messages the auth forms' provider hands to them. */
export function authIntl(): Promise<PartIntl> {
  return intlFor(AUTH_PATHS);
}

/** Title of an auth page from its `onboarding` key; auth pages stay out of search results. */
export async function authMetadata(
  titleKey: 'signIn' | 'emailCode' | 'whatsappCode' | 'forgotPassword' | 'resetPassword' | 'createGuestAccount',
): Promise<Metadata> {
  const t = await getTranslations('onboarding');
  return { title: t(titleKey), robots: { index: false } };
}
