import { getTranslations } from 'next-intl/server';
import { AMENITIES } from '@/lib/amenities';
import { amenityLabel } from '@/lib/format/amenity';
import { PROPERTY_TYPES, type SearchQuery } from '@/lib/validation/search';

// What a filter change must keep from the current search.
const CONTEXT = [
  'location',
  'state',
  'category',
  'brand',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'room',
  'sort',
] as const;
const SHOWN_AMENITIES = AMENITIES.slice(0, 12);
const RATINGS = [9, 8, 7, 6] as const;

const legend = 'mb-2 text-sm font-bold';
const option = 'flex items-center gap-2 py-1 text-sm';
const input =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-night-600 dark:bg-night-900';

interface ResultsFiltersProps {
  query: SearchQuery;
  params: Record<string, string>;
}

/** Filters as a plain GET form: they work before any script runs, and the URL keeps them. */
export async function ResultsFilters({ query, params }: ResultsFiltersProps) {
  const [t, ta] = await Promise.all([getTranslations('results'), getTranslations('amenities')]);
  return (
    // Closed on phones so the results come first; from lg its content shows whether or not it is open.
    <details className="self-start rounded-2xl border border-gray-200 p-4 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible] dark:border-night-700">
      <summary className="cursor-pointer list-none font-bold lg:pointer-events-none">
        <span className="lg:hidden">{t('showFilters')}</span>
        <span className="hidden lg:inline">{t('filters')}</span>
      </summary>
      <form method="get" className="mt-4 space-y-5">
        {CONTEXT.map((key) => (params[key] ? <input key={key} type="hidden" name={key} value={params[key]} /> : null))}
        <fieldset>
          <legend className={legend}>{t('price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-xs text-gray-600 dark:text-gray-300">
              {t('minPrice')}
              <input
                name="minPrice"
                type="number"
                min={0}
                step={1000}
                inputMode="numeric"
                defaultValue={query.minPrice}
                className={input}
              />
            </label>
            <label className="text-xs text-gray-600 dark:text-gray-300">
              {t('maxPrice')}
              <input
                name="maxPrice"
                type="number"
                min={0}
                step={1000}
                inputMode="numeric"
                defaultValue={query.maxPrice}
                className={input}
              />
            </label>
          </div>
        </fieldset>
        <fieldset>
          <legend className={legend}>{t('propertyType')}</legend>
          <label className={option}>
            <input type="radio" name="type" value="" defaultChecked={!query.type} className="accent-brand-700" />
            {t('anyType')}
          </label>
          {PROPERTY_TYPES.map((type) => (
            <label key={type} className={option}>
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={query.type === type}
                className="accent-brand-700"
              />
              {t(`types.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className={legend}>{t('rating')}</legend>
          <label className={option}>
            <input type="radio" name="rating" value="" defaultChecked={!query.rating} className="accent-brand-700" />
            {t('anyRating')}
          </label>
          {RATINGS.map((r) => (
            <label key={r} className={option}>
              <input
                type="radio"
                name="rating"
                value={r}
                defaultChecked={query.rating === r}
                className="accent-brand-700"
              />
              {t('ratingAtLeast', { value: r })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className={legend}>{t('amenities')}</legend>
          {SHOWN_AMENITIES.map((a) => (
            <label key={a} className={option}>
              <input
                type="checkbox"
                name="amenities"
                value={a}
                defaultChecked={query.amenities.includes(a)}
                className="accent-brand-700"
              />
              {amenityLabel(ta, a)}
            </label>
          ))}
        </fieldset>
        <label className={`${option} font-semibold`}>
          <input
            type="checkbox"
            name="freeCancellation"
            value="1"
            defaultChecked={query.freeCancellation}
            className="accent-brand-700"
          />
          {t('freeCancellationOnly')}
        </label>
        <div className="flex gap-2">
          <button
            type="submit"
            className="h-10 flex-1 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('applyFilters')}
          </button>
          <a
            href={`?${new URLSearchParams(Object.fromEntries(CONTEXT.flatMap((k) => (params[k] ? [[k, params[k]]] : []))))}`}
            className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-night-800"
          >
            {t('clearFilters')}
          </a>
        </div>
      </form>
    </details>
  );
}
