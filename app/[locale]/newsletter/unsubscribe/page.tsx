import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeButton } from '@/components/account/unsubscribe-button';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('account.unsubscribe');
  return { title: t('title'), robots: { index: false } };
}

/** The newsletter mails' unsubscribe link: one press ends the subscription (mail scanners only ever GET the page). */
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await connection();
  await pageLocale(params);
  const token = (await searchParams).token;
  const t = await getTranslations('account.unsubscribe');
  return (
    <>
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('text')}</p>
        {typeof token === 'string' && token ? (
          <UnsubscribeButton token={token} />
        ) : (
          <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-400">
            {t('failed')}
          </p>
        )}
      </div>
      <ReadyMark />
    </>
  );
}
