import type { PropertyDetails } from '@/lib/data/property-details';
import { hotelJsonLd, jsonForScript, nightlyRange, priceRange } from './hotel-json-ld';

const room = (standardPrice: number, promoPrice: number | null) =>
  ({ standardPrice, promoPrice }) as PropertyDetails['rooms'][number];

const property = {
  _id: 'p-1',
  slug: 'toyin-street-hotel-and-lounge',
  hotelName: 'Toyin Street Hotel & Lounge',
  type: 'hotel',
  description: 'A hotel on Toyin Street. </script><script>alert(1)</script>',
  images: ['/media/property/hotel-toyin-0.svg', '/media/property/hotel-toyin-1.svg'],
  featuredImage: '/media/property/hotel-toyin-0.svg',
  location: { address: '12 Toyin Street', city: 'Ikeja', state: 'Lagos' },
  latitude: 6.6,
  longitude: 3.35,
  amenities: ['Free WiFi', 'Pool'],
  ratings: 8.4,
  reviewCount: 12,
  rooms: [room(45000, null), room(180000, 150000), room(90000, 40000)],
  checkInTime: '13:00',
  checkOutTime: '12:00',
  phone: '+2348000000000',
  email: null,
  brand: null,
} as unknown as PropertyDetails;

describe('hotelJsonLd', () => {
  it('describes the property with absolute addresses', () => {
    expect(hotelJsonLd(property, 'https://staynaija.com')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Toyin Street Hotel & Lounge',
      url: 'https://staynaija.com/hotel/toyin-street-hotel-and-lounge',
      image: [
        'https://staynaija.com/media/property/hotel-toyin-0.svg',
        'https://staynaija.com/media/property/hotel-toyin-1.svg',
      ],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Toyin Street',
        addressLocality: 'Ikeja',
        addressRegion: 'Lagos',
        addressCountry: 'NG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 6.6, longitude: 3.35 },
      aggregateRating: { ratingValue: 8.4, bestRating: 10, worstRating: 1, ratingCount: 12 },
      priceRange: '₦40,000 – ₦180,000',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Free WiFi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Pool', value: true },
      ],
      checkinTime: '13:00:00',
      checkoutTime: '12:00:00',
      telephone: '+2348000000000',
    });
  });

  it('types apartments and resorts, and leaves out what is unknown', () => {
    const bare = { ...property, type: 'apartment', reviewCount: 0, latitude: null, phone: null } as PropertyDetails;
    const data = hotelJsonLd(bare, 'https://staynaija.com');
    expect(data['@type']).toBe('LodgingBusiness');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('telephone');
    expect(hotelJsonLd({ ...property, type: 'resort' }, 'https://staynaija.com')['@type']).toBe('Resort');
  });
});

it('cannot be broken out of its script element', () => {
  const json = jsonForScript(hotelJsonLd(property, 'https://staynaija.com'));
  expect(json).not.toContain('<');
  expect(JSON.parse(json).description).toBe(property.description);
});

it('ranges nightly prices from the lowest paid to the highest standard price', () => {
  expect(nightlyRange([room(50000, null), room(100000, 90000)])).toEqual({ low: 50000, high: 100000 });
  expect(priceRange([room(50000, null)])).toBe('₦50,000');
  expect(priceRange([])).toBeUndefined();
});
