import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cachedListParams } from '@/components/results/cached-lists';
import { resultsMetadata } from '@/components/results/results-metadata';
import { ResultsPage, type ResultsMode } from '@/components/results/results-page';
import { pageLocale } from '@/i18n/page-locale';

/**
 * Results without dates (a top destination, a category, all properties), the same for every visitor of a language:
 * the proxy sends /hotel/top-destination?state=Lagos, /hotel/categories?category=hotels and /hotels here, and the page
 * is rendered once per language and value, then served from the cache and refreshed with the catalogue.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ locale: string; list: string; value: string }>;
}

const MODES: Record<string, ResultsMode> = { destination: 'destination', category: 'category', all: 'all' };

async function listOf(params: Props['params']) {
  const locale = await pageLocale(params);
  const { list, value } = await params;
  const query = cachedListParams(list, decodeURIComponent(value));
  const mode = MODES[list];
  if (!query || !mode) notFound();
  return { locale, query, mode };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query, mode } = await listOf(params);
  return resultsMetadata(mode, query, locale);
}

export default async function CachedListPage({ params }: Props) {
  const { query, mode } = await listOf(params);
  return <ResultsPage mode={mode} params={query} />;
}
