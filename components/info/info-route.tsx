import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pageAlternates } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { getInfoPage, type InfoPageSlug } from '@/lib/content/pages';
import { InfoPage } from './info-page';

/** Title, description and canonical address of an information page. */
export async function infoPageMetadata(slug: InfoPageSlug, locale: Locale): Promise<Metadata> {
  const page = await getInfoPage(locale, slug);
  return {
    title: page.title,
    description: page.description,
    alternates: pageAlternates(`/${slug}`, locale),
    openGraph: { title: page.title, description: page.description, url: localePath(`/${slug}`, locale) },
  };
}

/** An information page in the visitor's language. */
export async function InfoRoute({ slug, children }: { slug: InfoPageSlug; children?: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common.info')]);
  const content = await getInfoPage(locale as Locale, slug);
  return (
    <InfoPage content={content} tocLabel={t('onThisPage')}>
      {children}
    </InfoPage>
  );
}
