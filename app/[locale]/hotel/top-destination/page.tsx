import { connection } from 'next/server';
import { ResultsPage, type RawParams } from '@/components/results/results-page';
import { resultsMetadata } from '@/components/results/results-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

type Props = { params: LocaleParams; searchParams: Promise<RawParams> };

export const generateMetadata = async ({ params, searchParams }: Props) => {
  const locale = await pageLocale(params);
  return resultsMetadata('destination', await searchParams, locale);
};

export default async function Page({ params, searchParams }: Props) {
  await connection();
  await pageLocale(params);
  return (
    <>
      <ResultsPage mode="destination" params={await searchParams} />
      <ReadyMark />
    </>
  );
}
