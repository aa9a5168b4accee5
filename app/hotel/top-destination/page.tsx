import { ResultsPage, type RawParams } from '@/components/results/results-page';
import { resultsMetadata } from '@/components/results/results-metadata';

type Props = { searchParams: Promise<RawParams> };

export const generateMetadata = async ({ searchParams }: Props) => resultsMetadata('destination', await searchParams);

export default async function Page({ searchParams }: Props) {
  return <ResultsPage mode="destination" params={await searchParams} />;
}
