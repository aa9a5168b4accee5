import { connection } from 'next/server';
import { ResultsPage, type RawParams } from '@/components/results/results-page';
import { resultsMetadata } from '@/components/results/results-metadata';
import { SearchBarBand } from '@/components/search/search-bar-band';
import { DeferredSearchBar } from '@/components/search/search-bar-deferred';
import { pickSearch } from '@/components/search/search-params';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

type Props = { params: LocaleParams; searchParams: Promise<RawParams> };

export const generateMetadata = async ({ params, searchParams }: Props) => {
  const locale = await pageLocale(params);
  return resultsMetadata('result', await searchParams, locale);
};

export default async function Page({ params, searchParams }: Props) {
  await connection();
  await pageLocale(params);
  const query = await searchParams;
  const search = pickSearch(query);
  return (
    <>
      <>
        {/* A new search starts the bar afresh, so that Back shows the search of that page. */}
        <SearchBarBand key={JSON.stringify(search)}>
          <DeferredSearchBar defaults={search} />
        </SearchBarBand>
        <ResultsPage mode="result" params={query} />
      </>
      <ReadyMark />
    </>
  );
}
