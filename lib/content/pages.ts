import 'server-only';
import type { Locale } from '@/i18n/config';

export type InfoPageSlug = 'about-us' | 'privacy-policy' | 'terms-of-use' | 'contact-us';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface InfoPageContent {
  title: string;
  description: string;
  updated?: string;
  intro: string;
  sections: InfoSection[];
}

type PagesFile = Record<InfoPageSlug, InfoPageContent>;

const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@/content/pages/en.json'),
  fr: () => import('@/content/pages/fr.json'),
  zh: () => import('@/content/pages/zh.json'),
  ar: () => import('@/content/pages/ar.json'),
};

/** The written content of an information page in the given language. */
export async function getInfoPage(locale: Locale, slug: InfoPageSlug): Promise<InfoPageContent> {
  const pages = (await loaders[locale]()).default as PagesFile;
  return pages[slug];
}
