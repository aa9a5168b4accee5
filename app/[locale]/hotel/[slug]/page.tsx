import type { Metadata } from 'next';
import { AvailabilitySection } from '@/components/hotel/availability-section';
import { HotelGallery } from '@/components/hotel/hotel-gallery';
import { HotelJsonLd, nightlyRange } from '@/components/hotel/hotel-json-ld';
import { HotelOverview } from '@/components/hotel/hotel-overview';
import { HotelReviews } from '@/components/hotel/hotel-reviews';
import { SelectAvailabilityBar } from '@/components/hotel/select-availability-bar';
import { getHotelForParams } from '@/lib/data/hotel-page';
import { env } from '@/lib/env';
import { pageAlternates, pageLocale } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { hotelPath } from '@/lib/slug';

interface HotelPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The same for every visitor of a language: rendered on the first visit of each hotel and language, then served from
 * the cache (public s-maxage with stale-while-revalidate) and refreshed with the catalogue (tag `catalogue`). Rooms
 * and prices are asked for by the browser.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const DESCRIPTION_LENGTH = 155;

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const property = await getHotelForParams(params);
  const title = property.hotelName;
  const description = property.description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH).trimEnd();
  const url = localePath(hotelPath(property.slug), locale);
  return {
    title,
    description,
    alternates: pageAlternates(hotelPath(property.slug), locale),
    openGraph: {
      title,
      description,
      url,
      type: 'website',
    },
  };
}

export default async function HotelPage({ params }: HotelPageProps) {
  await pageLocale(params);
  const property = await getHotelForParams(params);
  const lowestPrice = nightlyRange(property.rooms)?.low ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 pt-4 md:pt-6">
      <HotelGallery name={property.hotelName} images={property.images} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <HotelOverview property={property} />
          <SelectAvailabilityBar price={lowestPrice} variant="phone" className="mt-8" />
          <AvailabilitySection property={property} />
          <HotelReviews property={property} />
        </div>
        <aside className="hidden lg:block">
          <SelectAvailabilityBar price={lowestPrice} variant="side" />
        </aside>
      </div>
      <HotelJsonLd property={property} siteUrl={env.SITE_URL} />
    </div>
  );
}
