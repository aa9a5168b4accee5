import type { Locale } from './config';

/** Every message of a language, by namespace; English is the reference shape the others must match. */
export type Messages = (typeof import('../messages/en'))['default'];

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en'),
  fr: () => import('../messages/fr'),
  zh: () => import('../messages/zh'),
  ar: () => import('../messages/ar'),
};

/** All messages of a language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
