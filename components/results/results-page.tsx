import { getLocale, getTranslations } from 'next-intl/server';
import { SectionNotice } from '@/components/home/home-section';
import { PropertyCard } from '@/components/hotel/property-card';
import { placeName, searchProperties, type SearchResult } from '@/lib/data/search';
import { formatGuests } from '@/lib/format/guests';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { toPropertySearch } from '@/lib/validation/search';
import { flattenParams, parseLeniently, type RawParams } from './parse-params';
import { brandName } from './results-metadata';
import { ResultsFilters } from './results-filters';
import { ResultsPagination } from './results-pagination';
import { SortSelect } from './sort-select';

export type ResultsMode = 'result' | 'destination' | 'category' | 'all';
export type { RawParams } from './parse-params';
interface ResultsPageProps {
  mode: ResultsMode;
  params: RawParams;
}

/** The server-rendered list behind every results route: heading, filters, sorting, cards and pages. */
export async function ResultsPage({ mode, params }: ResultsPageProps) {
  const [t, tc, tg, tv, locale] = await Promise.all([
    getTranslations('results'),
    getTranslations('common'),
    getTranslations('common.guests'),
    getTranslations('validation'),
    getLocale(),
  ]);
  const flat = flattenParams(params);
  const horizonDays = env.BOOKING_HORIZON_DAYS;
  const { query, problems: found } = parseLeniently(flat, horizonDays);
  const problems = found.map(({ key, field }) => tv(key, { field, horizonDays }));
  const unknownCategory = mode === 'category' && flat.category !== undefined && !query.category;

  // A stay with dates goes on with the traveller to the hotel page, whichever way the results were opened.
  const stay =
    query.checkIn && query.checkOut
      ? new URLSearchParams({
          checkIn: query.checkIn,
          checkOut: query.checkOut,
          adults: String(query.adults),
          children: String(query.children),
          room: String(query.room),
        })
      : undefined;

  let result: SearchResult | null = null;
  let brand: string | null = null;
  try {
    [result, brand] = await Promise.all([
      searchProperties(toPropertySearch(query)),
      query.brand ? brandName(query.brand) : null,
    ]);
  } catch (err) {
    log.error('search failed', { err, mode });
  }

  const typed = query.location ?? query.state;
  const place = typed ? placeName(typed) : undefined;
  const title =
    mode === 'category' && query.category
      ? tc(`nav.${query.category}`)
      : brand
        ? brand
        : place
          ? t('title', { location: place })
          : t('allTitle');
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6">
        <h1 className="page-title">{title}</h1>
        {query.checkIn && query.checkOut && (
          <p className="mt-1 text-gray-600 dark:text-gray-300">
            {t('forDates', {
              checkIn: dateFormat.format(new Date(query.checkIn)),
              checkOut: dateFormat.format(new Date(query.checkOut)),
              guests: formatGuests({ adults: query.adults, children: query.children, rooms: query.room }, tg),
            })}
          </p>
        )}
      </header>
      {problems.length > 0 && <SectionNotice tone="error" text={problems.join(' ')} />}
      {unknownCategory && <SectionNotice text={t('unknownCategory')} />}
      {query.brand && result && !brand && <SectionNotice text={tv('unknownBrand')} />}
      <div className="mt-4 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <ResultsFilters query={query} params={flat} />
        <div className="min-w-0">
          {result === null ? (
            <SectionNotice tone="error" text={mode === 'category' ? t('categoryFailed') : tc('error.text')} />
          ) : (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <p role="status" className="font-semibold">
                  {t('count', { count: result.total })}
                </p>
                <SortSelect label={t('sortBy')} value={query.sort} params={flat} options={sortOptions(t)} />
              </div>
              {result.hotels.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center dark:border-night-600">
                  <h2 className="text-lg font-bold">{t('emptyTitle')}</h2>
                  <p className="mt-2 text-gray-600 dark:text-gray-300">{t('emptyText')}</p>
                </div>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {result.hotels.map((h, i) => (
                    <li key={h._id}>
                      <PropertyCard property={h} priority={i < 2} heart stay={stay} />
                    </li>
                  ))}
                </ul>
              )}
              <ResultsPagination page={result.page} pages={result.pages} params={flat} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function sortOptions(t: Awaited<ReturnType<typeof getTranslations<'results'>>>) {
  return [
    { value: 'recommended', label: t('sort.recommended') },
    { value: 'price_asc', label: t('sort.priceAsc') },
    { value: 'price_desc', label: t('sort.priceDesc') },
    { value: 'rating', label: t('sort.rating') },
  ];
}
