import type { Metadata } from 'next';
import { HotelPageBody, hotelPageMetadata } from '@/components/hotel/hotel-page';
import { getHotelForParams } from '@/lib/data/hotel-page';
import { pageLocale } from '@/i18n/page-locale';

interface HotelPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The same for every visitor of a language: rendered on the first visit of each hotel and language, then served from
 * the cache (public s-maxage with stale-while-revalidate) and refreshed with the catalogue (tag `catalogue`). Rooms
 * and prices are asked for by the browser (without JavaScript, the stay form leads to `../stay/[slug]`).
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return hotelPageMetadata(await getHotelForParams(params), locale);
}

export default async function HotelPage({ params }: HotelPageProps) {
  await pageLocale(params);
  return <HotelPageBody property={await getHotelForParams(params)} />;
}
