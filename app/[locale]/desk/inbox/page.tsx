import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactStatusBadge } from '@/components/desk/contact-status-badge';
import { DeskNav } from '@/components/desk/desk-nav';
import { firstValues } from '@/components/desk/desk-query';
import { staffOnly } from '@/components/desk/staff-only';
import { CONTACT_PAGE_SIZE, listContactMessages } from '@/lib/data/desk-messages';
import { cn } from '@/lib/cn';
import { CONTACT_STATUSES, contactListQuery, type ContactStatus } from '@/lib/validation/desk-actions';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { deskMoment } from '@/components/desk/desk-moment';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only): rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk.messages');
  return { title: t('title'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Contact messages, newest first, by status (staff only). */
export default async function DeskMessagesPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const parsed = contactListQuery.safeParse(firstValues(await searchParams));
  const query = parsed.success ? parsed.data : { status: undefined, page: 1 };
  const [t, result] = await Promise.all([getTranslations('desk.messages'), listContactMessages(query)]);
  const base = localePath('/desk/inbox', locale);
  const href = (status: ContactStatus | undefined, page = 1) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (page > 1) search.set('page', String(page));
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  const pages = Math.max(1, Math.ceil(result.total / CONTACT_PAGE_SIZE));
  const filters: [ContactStatus | undefined, string, number][] = [
    [undefined, t('all'), result.counts.new + result.counts.answered + result.counts.closed],
    ...CONTACT_STATUSES.map((s): [ContactStatus, string, number] => [s, t(`statuses.${s}`), result.counts[s]]),
  ];

  return (
    <>
      <div className="mx-auto max-w-5xl px-4 py-6 md:py-8">
        <DeskNav current="messages" locale={locale} />
        <h1 className="page-title">{t('title')}</h1>
        <nav aria-label={t('filter')} className="mt-4 flex flex-wrap gap-2">
          {filters.map(([status, label, count]) => (
            <a
              key={label}
              href={href(status)}
              aria-current={query.status === status ? 'page' : undefined}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-semibold',
                query.status === status
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-night-900'
                  : 'border-gray-300 text-gray-800 dark:border-night-600 dark:text-gray-100',
              )}
            >
              {label} ({count})
            </a>
          ))}
        </nav>
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {t('count', { total: result.total })}
        </p>
        <ul className="mt-3 grid gap-3">
          {result.rows.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`message-${m.id}`}
                className="rounded-2xl border border-gray-200 p-4 dark:border-night-700"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`message-${m.id}`} className="font-bold">
                    <a
                      href={localePath(`/desk/inbox/${m.id}`, locale)}
                      className="text-brand-700 underline dark:text-brand-300"
                    >
                      {t('messageTitle', { name: m.fullName })}
                    </a>
                  </h2>
                  <ContactStatusBadge status={m.status} label={t(`statuses.${m.status}`)} />
                </div>
                <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
                  <span dir="ltr">{m.email}</span> · {deskMoment(m.createdAt, locale)}
                </p>
                <p className="mt-2 line-clamp-2 text-sm break-words">{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="mt-4 flex gap-4 text-sm font-semibold">
            {query.page > 1 && (
              <a href={href(query.status, query.page - 1)} className="text-brand-700 underline dark:text-brand-300">
                {t('previous')}
              </a>
            )}
            {query.page < pages && (
              <a href={href(query.status, query.page + 1)} className="text-brand-700 underline dark:text-brand-300">
                {t('next')}
              </a>
            )}
          </nav>
        )}
      </div>
      <ReadyMark />
    </>
  );
}
