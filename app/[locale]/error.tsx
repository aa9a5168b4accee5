'use client';

import { useTranslations } from 'next-intl';
import { ReadyMark } from '@/components/layout/ready-mark';

/** Shown when a page fails to render. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common.error');
  return (
    <>
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-300">{t('text')}</p>
        <button
          type="button"
          onClick={reset}
          className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('retry')}
        </button>
      </section>
      <ReadyMark />
    </>
  );
}
