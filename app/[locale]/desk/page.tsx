import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingFilters } from '@/components/desk/booking-filters';
import { BookingsTable } from '@/components/desk/bookings-table';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskSearch, firstValues } from '@/components/desk/desk-query';
import { staffOnly } from '@/components/desk/staff-only';
import { searchDeskBookings } from '@/lib/data/desk';
import { isValidationKey } from '@/lib/validation/rule';
import { deskBookingQuery } from '@/lib/validation/desk';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { defaultLocale } from '@/i18n/config';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only) and query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk');
  return { title: t('title'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The reservations desk: every booking, searched, sorted and paged (staff only; anyone else gets the 404 page). */
export default async function DeskPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const values = firstValues(await searchParams);
  const parsed = deskBookingQuery.safeParse(values);
  const [t, v] = await Promise.all([getTranslations('desk'), getTranslations('validation')]);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      const label = name in FIELD_LABELS ? t(`filters.${FIELD_LABELS[name as keyof typeof FIELD_LABELS]}`) : name;
      errors[name] ??= v(isValidationKey(issue.message) ? issue.message : 'fieldInvalid', { field: label });
    }
  }
  const result = parsed.success ? await searchDeskBookings(parsed.data) : null;
  const action = localePath('/desk', locale);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <DeskNav current="bookings" locale={locale} />
        <h1 className="page-title">{t('title')}</h1>
        <h2 className="mt-1 mb-4 text-lg font-bold text-gray-700 dark:text-gray-200">{t('bookingsTitle')}</h2>
        <BookingFilters
          values={values}
          errors={errors}
          action={action}
          exportHref={parsed.success ? exportHref(deskSearch({ ...parsed.data, page: 1 }), locale) : null}
        />
        <div className="mt-6">
          {parsed.success && result ? (
            <BookingsTable result={result} query={parsed.data} locale={locale} />
          ) : (
            <div
              role="alert"
              className="rounded-2xl bg-red-50 p-4 text-sm text-red-900 dark:bg-night-800 dark:text-red-200"
            >
              <p className="font-semibold">{t('filters.invalid')}</p>
              <ul className="mt-2 list-disc ps-5">
                {Object.entries(errors).map(([name, message]) => (
                  <li key={name}>{message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <ReadyMark />
    </>
  );
}

/** The CSV export of a search, its headers and labels in the page's language. */
function exportHref(search: string, locale: string): string {
  const language = locale === defaultLocale ? '' : `${search ? '&' : '?'}lng=${locale}`;
  return `/api/desk/bookings.csv${search}${language}`;
}

const FIELD_LABELS = {
  reference: 'reference',
  name: 'name',
  email: 'email',
  phone: 'phone',
  property: 'property',
  checkInFrom: 'checkInFrom',
  checkInTo: 'checkInTo',
  status: 'status',
  payment: 'payment',
  sort: 'sort',
  dir: 'sort',
  page: 'page',
} as const;
