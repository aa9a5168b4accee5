import type { PropertyDetails } from '@/lib/data/property-details';
import { formatNaira } from '@/lib/format/naira';
import { hotelPath } from '@/lib/slug';

const SCHEMA_TYPE: Record<PropertyDetails['type'], string> = {
  hotel: 'Hotel',
  apartment: 'LodgingBusiness',
  resort: 'Resort',
};

const seconds = (time: string) => `${time.slice(0, 5)}:00`;

type Rooms = Pick<PropertyDetails['rooms'][number], 'standardPrice' | 'promoPrice'>[];

/** The lowest nightly price a guest pays and the highest standard price; null without rooms. */
export function nightlyRange(rooms: Rooms): { low: number; high: number } | null {
  if (!rooms.length) return null;
  return {
    low: Math.min(...rooms.map((r) => Math.min(r.standardPrice, r.promoPrice ?? r.standardPrice))),
    high: Math.max(...rooms.map((r) => r.standardPrice)),
  };
}

/** '₦45,000 – ₦180,000'; undefined without rooms. */
export function priceRange(rooms: Rooms): string | undefined {
  const range = nightlyRange(rooms);
  if (!range) return undefined;
  return range.low === range.high ? formatNaira(range.low) : `${formatNaira(range.low)} – ${formatNaira(range.high)}`;
}

/** schema.org description of a property, with absolute addresses on the given site. */
export function hotelJsonLd(property: PropertyDetails, siteUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const url = absolute(hotelPath(property.slug));
  const hasGeo = property.latitude !== null && property.longitude !== null;
  const range = priceRange(property.rooms);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[property.type],
    '@id': url,
    name: property.hotelName,
    description: property.description,
    url,
    image: property.images.map(absolute),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.location.address,
      addressLocality: property.location.city,
      addressRegion: property.location.state,
      addressCountry: 'NG',
    },
    ...(hasGeo && { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }),
    ...(property.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: property.ratings,
        bestRating: 10,
        worstRating: 1,
        ratingCount: property.reviewCount,
      },
    }),
    ...(range && { priceRange: range }),
    amenityFeature: property.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    checkinTime: seconds(property.checkInTime),
    checkoutTime: seconds(property.checkOutTime),
    ...(property.phone && { telephone: property.phone }),
    ...(property.email && { email: property.email }),
    ...(property.brand && { brand: { '@type': 'Brand', name: property.brand.name } }),
  };
}

/** JSON for a script element: '<' is escaped so that no text in the data can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function HotelJsonLd({ property, siteUrl }: { property: PropertyDetails; siteUrl: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonForScript(hotelJsonLd(property, siteUrl)) }}
    />
  );
}
