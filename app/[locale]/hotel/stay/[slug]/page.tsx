import type { Metadata } from 'next';
import { HotelPageBody, hotelPageMetadata } from '@/components/hotel/hotel-page';
import { getHotelForParams } from '@/lib/data/hotel-page';
import { pageLocale } from '@/i18n/page-locale';

interface ServerPricedHotelPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The hotel page with the rooms of the stay in its query priced on the server: what the stay form leads to in a
 * browser without JavaScript (proxy.ts sends `/hotel/{slug}?js=0…` here; the address stays the hotel's own).
 * Rendered for each request; its canonical address is the cached hotel page.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ServerPricedHotelPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return hotelPageMetadata(await getHotelForParams(params), locale);
}

export default async function ServerPricedHotelPage({ params, searchParams }: ServerPricedHotelPageProps) {
  await pageLocale(params);
  const [property, query] = await Promise.all([getHotelForParams(params), searchParams]);
  return <HotelPageBody property={property} searchParams={query} />;
}
