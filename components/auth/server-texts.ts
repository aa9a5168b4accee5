import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildAuthTexts, textOf, type AuthTexts, type Translate } from './auth-texts';

async function translator(): Promise<Translate> {
  return (await getTranslations()) as unknown as Translate;
}

export async function loadAuthTexts(): Promise<AuthTexts> {
  return buildAuthTexts(await translator());
}

/** Title of an auth page from its message key; auth pages stay out of search results. */
export async function authMetadata(titleKey: string): Promise<Metadata> {
  return { title: textOf(await translator(), titleKey), robots: { index: false } };
}
