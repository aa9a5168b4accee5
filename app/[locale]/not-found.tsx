import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { ReadyMark } from '@/components/layout/ready-mark';

/**
 * The not-found page of the page's language (the `[locale]` root param), the same for every visitor. A server
 * component: only its links and ready mark are client parts, so no page loads a not-found chunk of its own.
 */
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28">
        <title>{t('metaTitle')}</title>
        <p className="bg-gradient-to-br from-brand-500 to-brand-900 bg-clip-text text-8xl font-black tracking-tight text-transparent md:text-9xl">
          {t('code')}
        </p>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-300">{t('text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            {t('home')}
          </Link>
          <Link
            href="/hotels"
            className="rounded-full border border-gray-300 px-6 py-3 font-semibold hover:bg-gray-50 dark:border-night-600 dark:hover:bg-night-800"
          >
            {t('browse')}
          </Link>
        </div>
      </section>
      <ReadyMark />
    </>
  );
}
