import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeskNav } from '@/components/desk/desk-nav';
import { FlaggedList } from '@/components/desk/flagged-list';
import { staffOnly } from '@/components/desk/staff-only';
import { FLAG_GROUPS, listFlaggedBookings } from '@/lib/data/desk-flags';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only): rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk');
  return { title: t('flagged.title'), robots: { index: false } };
}

/** The bookings whose money needs a look: payment problems, balances and refunds after changes, late checkouts. */
export default async function FlaggedPage({ params }: { params: LocaleParams }) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const [t, flagged] = await Promise.all([getTranslations('desk'), listFlaggedBookings()]);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <DeskNav current="flagged" locale={locale} />
        <h1 className="page-title">{t('flagged.title')}</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-200">{t('flagged.intro')}</p>
        {FLAG_GROUPS.map((group) => (
          <FlaggedList key={group} group={group} rows={flagged[group]} locale={locale} />
        ))}
      </div>
      <ReadyMark />
    </>
  );
}
