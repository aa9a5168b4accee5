import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageAlternates } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import type { PropertyDetails } from '@/lib/data/property-details';
import { DeferredSearchBar } from '@/components/search/search-bar-deferred';
import { SearchBarBand } from '@/components/search/search-bar-band';
import { env } from '@/lib/env';
import { hotelPath } from '@/lib/slug';
import { AvailabilitySection } from './availability-section';
import { HotelGallery } from './hotel-gallery';
import { HotelJsonLd, nightlyRange } from './hotel-json-ld';
import { HotelOverview } from './hotel-overview';
import { HotelReviews } from './hotel-reviews';
import { SelectAvailabilityBar } from './select-availability-bar';

const DESCRIPTION_LENGTH = 155;
/** The preview social networks show: `opengraph-image/route.tsx` beside the hotel page. */
const PREVIEW = { width: 1200, height: 630, type: 'image/png' } as const;

/** Title, description, the one canonical address of the property in this language, and its preview picture. */
export function hotelPageMetadata(property: PropertyDetails, locale: Locale): Metadata {
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
      images: [{ url: `${url}/opengraph-image`, alt: property.hotelName, ...PREVIEW }],
    },
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The hotel page. Cached, it leaves `searchParams` out and the browser prices the rooms; the server-priced twin
 * passes the query and the room list, so that the rooms of that stay are in the HTML.
 */
export function HotelPageBody({
  property,
  searchParams,
  roomList,
}: {
  property: PropertyDetails;
  searchParams?: SearchParams;
  roomList?: ReactNode;
}) {
  const lowestPrice = nightlyRange(property.rooms)?.low ?? null;
  return (
    <>
      {/* Kept for everyone: the bar takes the stay from the address in the browser; the place is the property's city. */}
      <SearchBarBand>
        <DeferredSearchBar defaults={{ location: property.location.city }} stayFromUrl />
      </SearchBarBand>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-4 md:pt-6">
        {/* On wide screens the side card stands beside the gallery, clear of the floating help button below it. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <HotelGallery name={property.hotelName} images={property.images} />
            <div className="mt-6">
              <HotelOverview property={property} />
            </div>
            <SelectAvailabilityBar price={lowestPrice} variant="phone" className="mt-8" />
            <AvailabilitySection property={property} searchParams={searchParams} roomList={roomList} />
            <HotelReviews property={property} />
          </div>
          <aside className="hidden lg:block">
            <SelectAvailabilityBar price={lowestPrice} variant="side" />
          </aside>
        </div>
        <HotelJsonLd property={property} siteUrl={env.SITE_URL} />
      </div>
    </>
  );
}
