import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FindBookingForm } from '@/components/manage-booking/find-booking-form';
import { Link } from '@/components/ui/link';
import { pageAlternates, pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('manage');
  return {
    title: t('metaTitle'),
    description: t('intro'),
    alternates: pageAlternates('/manage-booking', locale),
    openGraph: { title: t('metaTitle'), url: localePath('/manage-booking', locale) },
  };
}

/** Manage a booking without an account: the reference and the booking's e-mail or phone, then a code. */
export default async function ManageBookingPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('manage');
  return (
    <>
      <div className="mx-auto max-w-xl px-4 py-8 md:py-12">
        <h1 className="page-title">{t('title')}</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-200">{t('intro')}</p>
        <div className="mt-6 rounded-2xl border border-gray-200 p-5 dark:border-night-700">
          <FindBookingForm />
        </div>
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-300">
          <Link href="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('signIn')}
          </Link>
        </p>
      </div>
      <ReadyMark />
    </>
  );
}
