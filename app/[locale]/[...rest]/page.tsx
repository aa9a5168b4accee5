import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** Kept once per language and address, like the other public pages. */
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** Any address no page answers: the not-found page of its language, inside the site's frame. */
export default async function UnknownPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  notFound();
}
