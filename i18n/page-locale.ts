import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './config';
import { languageAlternates, localePath } from './paths';

/** The params of every page under app/[locale]/. */
export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its address; any other value of the segment is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** A public page's own address in its language and the addresses of all four languages plus x-default. */
export function pageAlternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return { canonical: localePath(path, locale), languages: languageAlternates(path) };
}
