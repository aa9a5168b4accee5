import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getBrandName } from '@/lib/data/properties';
import { placeName } from '@/lib/data/search';
import { BRAND_SLUG, CATEGORIES } from '@/lib/validation/search';
import type { Locale } from '@/i18n/config';
import { pageAlternates } from '@/i18n/page-locale';
import type { RawParams, ResultsMode } from './results-page';

/** A brand's name by its slug, asked once per request by the page's title and its heading. */
export const brandName = cache((slug: string) => getBrandName(slug));

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.slice(0, 100);

/** Title and canonical address of a results page; searches with dates or filters are not indexed. */
export async function resultsMetadata(mode: ResultsMode, params: RawParams, locale: Locale): Promise<Metadata> {
  const [t, tc] = await Promise.all([getTranslations('results'), getTranslations('common')]);
  const category = first(params.category);
  const place = first(params.location) ?? first(params.state);
  const brandSlug = first(params.brand)?.trim().toLowerCase();
  const brand = brandSlug && BRAND_SLUG.test(brandSlug) ? await brandName(brandSlug).catch(() => null) : null;
  const title =
    mode === 'category' && category && (CATEGORIES as readonly string[]).includes(category)
      ? tc(`nav.${category as (typeof CATEGORIES)[number]}`)
      : brand
        ? brand
        : place
          ? t('title', { location: placeName(place) })
          : t('allTitle');
  const canonical =
    mode === 'destination' && place
      ? `/hotel/top-destination?${new URLSearchParams({ state: place })}`
      : mode === 'category' && category
        ? `/hotel/categories?${new URLSearchParams({ category })}`
        : mode === 'result'
          ? undefined
          : brand && brandSlug
            ? `/hotels?${new URLSearchParams({ brand: brandSlug })}`
            : '/hotels';
  return {
    title,
    alternates: canonical ? pageAlternates(canonical, locale) : undefined,
    robots: mode === 'result' || params.page || params.checkIn ? { index: false, follow: true } : undefined,
  };
}
