import { notFound } from 'next/navigation';
import { BUILD_SAMPLE_LOCALE } from '@/i18n/config';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export function generateStaticParams() {
  return [{ rest: [BUILD_SAMPLE_LOCALE] }];
}

/** Any address no page answers: the not-found page of its language, inside the site's frame. */
export default async function UnknownPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  notFound();
}
