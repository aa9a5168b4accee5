import { connection } from 'next/server';
import type { Metadata } from 'next';
import { HotelPageBody, hotelPageMetadata } from '@/components/hotel/hotel-page';
import { RoomList } from '@/components/hotel/room-option';
import { pageLocale } from '@/i18n/page-locale';
import { getHotelPage } from '@/lib/data/hotel-page';
import { propertyOf } from '../page';
import { ReadyMark } from '@/components/layout/ready-mark';

interface HotelRoomsPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The hotel page with the rooms of the stay in its query priced on the server: where the stay form leads in a browser
 * without JavaScript. Rendered for each request; its canonical address is the hotel page.
 */
export const instant = false;

export async function generateMetadata({ params }: HotelRoomsPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    ...hotelPageMetadata(propertyOf(await getHotelPage((await params).slug)), locale),
    robots: { index: false },
  };
}

export default async function HotelRoomsPage({ params, searchParams }: HotelRoomsPageProps) {
  await connection();
  await pageLocale(params);
  const [lookup, query] = await Promise.all([params.then(({ slug }) => getHotelPage(slug)), searchParams]);
  return (
    <>
      <HotelPageBody property={propertyOf(lookup)} searchParams={query} roomList={<RoomList />} />
      <ReadyMark />
    </>
  );
}
