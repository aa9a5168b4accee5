import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { HotelPageBody, hotelPageMetadata } from '@/components/hotel/hotel-page';
import { BUILD_SAMPLE_LOCALE } from '@/i18n/config';
import { pageLocale } from '@/i18n/page-locale';
import { getHotelPage, type HotelPageLookup } from '@/lib/data/hotel-page';
import { hotelPath } from '@/lib/slug';
import { ReadyMark } from '@/components/layout/ready-mark';

interface HotelPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The same for every visitor of a language: rendered on the first visit of each hotel and language, then kept and
 * refreshed with the catalogue (cache tags). Rooms and prices are asked for by the browser; without JavaScript, the
 * stay form leads to `rooms/` beside this page, which prices them on the server.
 */
export function generateStaticParams() {
  return [{ slug: BUILD_SAMPLE_LOCALE }];
}

/** The property of the page, a move to its one address, or a 404. */
export function propertyOf(lookup: HotelPageLookup) {
  if (lookup.kind === 'moved') permanentRedirect(hotelPath(lookup.slug));
  if (lookup.kind === 'unknown') notFound();
  return lookup.property;
}

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return hotelPageMetadata(propertyOf(await getHotelPage((await params).slug)), locale);
}

export default async function HotelPage({ params }: HotelPageProps) {
  await pageLocale(params);
  return (
    <>
      <HotelPageBody property={propertyOf(await getHotelPage((await params).slug))} />
      <ReadyMark />
    </>
  );
}
