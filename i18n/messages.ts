import type { Locale } from './config';

type Messages = typeof import('../messages/en.json');

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  fr: () => import('../messages/fr.json'),
  zh: () => import('../messages/zh.json'),
  ar: () => import('../messages/ar.json'),
};

/** All messages of a language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
