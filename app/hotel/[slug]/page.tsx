import type { Metadata } from 'next';
import { AvailabilitySection } from '@/components/hotel/availability-section';
import { HotelGallery } from '@/components/hotel/hotel-gallery';
import { HotelJsonLd, nightlyRange } from '@/components/hotel/hotel-json-ld';
import { HotelOverview } from '@/components/hotel/hotel-overview';
import { HotelReviews } from '@/components/hotel/hotel-reviews';
import { SelectAvailabilityBar } from '@/components/hotel/select-availability-bar';
import { getHotelForParams } from '@/lib/data/hotel-page';
import { env } from '@/lib/env';
import { hotelPath } from '@/lib/slug';

interface HotelPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const DESCRIPTION_LENGTH = 155;

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const property = await getHotelForParams(params);
  const title = property.hotelName;
  const description = property.description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH).trimEnd();
  const url = hotelPath(property.slug);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      type: 'website',
    },
  };
}

export default async function HotelPage({ params, searchParams }: HotelPageProps) {
  const [property, query] = await Promise.all([getHotelForParams(params), searchParams]);
  const lowestPrice = nightlyRange(property.rooms)?.low ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 pt-4 md:pt-6">
      <HotelGallery name={property.hotelName} images={property.images} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <HotelOverview property={property} />
          <SelectAvailabilityBar price={lowestPrice} variant="phone" className="mt-8" />
          <AvailabilitySection property={property} searchParams={query} />
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
