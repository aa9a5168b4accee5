import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';

function pageHref(params: Record<string, string>, page: number) {
  return `?${new URLSearchParams({ ...params, page: String(page) })}`;
}

const button =
  'inline-flex h-10 items-center rounded-full border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-50 dark:border-night-600 dark:hover:bg-night-800';

/** Previous and next links that keep every other parameter. */
export async function ResultsPagination({
  page,
  pages,
  params,
}: {
  page: number;
  pages: number;
  params: Record<string, string>;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('results');
  return (
    <nav aria-label={t('page', { page, pages })} className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={pageHref(params, page - 1)} rel="prev" className={button}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600 dark:text-gray-300">{t('page', { page, pages })}</span>
      {page < pages ? (
        <Link href={pageHref(params, page + 1)} rel="next" className={button}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
