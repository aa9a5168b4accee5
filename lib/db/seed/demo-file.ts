import type { CatalogueInput, PropertyRecord } from '@/lib/catalogue/format';
import { propertyImageUrl, roomImageUrl } from '@/lib/media/urls';
import { hotelSlug } from '@/lib/slug';
import type { Catalogue } from './catalogue';
import type { SeedProperty } from './types';

/** The demo's ids for records named by text: lower case with hyphens (the migration that adopted them agrees). */
export function demoId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The demo catalogue as the catalogue file of the "demo" partner, for the same import as any partner's file. Ids are
 * the slugs the demo always had (properties, brands), and room types and destinations by name and state.
 */
export function demoCatalogueFile({ brands, destinations, properties }: Catalogue): CatalogueInput {
  return {
    partner: 'demo',
    partnerName: 'StayNaija demo',
    brands: brands.map((b) => ({ id: b.slug, name: b.name, color: b.color, description: b.description })),
    destinations: destinations.map((d) => ({
      id: demoId(d.state),
      state: d.state,
      name: d.name,
      sortOrder: d.sortOrder,
    })),
    properties: properties.map((p) => demoPropertyRecord(p)),
  };
}

/**
 * One demo property as a record of the catalogue file. Its pictures are the drawings of `pictures`: the property itself
 * in the demo catalogue, a demo property of the same kind for the benchmark's (whose own pictures are not made).
 */
export function demoPropertyRecord(p: SeedProperty, pictures: SeedProperty = p): PropertyRecord {
  return {
    id: hotelSlug(p.name),
    name: p.name,
    type: p.type,
    categories: p.categories,
    brand: p.brand,
    address: p.address,
    city: p.city,
    state: p.state,
    latitude: p.latitude,
    longitude: p.longitude,
    description: p.description,
    amenities: p.amenities as PropertyRecord['amenities'],
    // Pictures are drawn from the name, so that a change of the address rule never changes them.
    photos: [0, 1, 2, 3, 4].map((v) => propertyImageUrl(pictures.type, pictures.name, v)),
    phone: p.phone,
    email: p.email,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    featured: p.isFeatured,
    rooms: p.rooms.map((r, i) => ({
      id: demoId(r.name),
      name: r.name,
      description: r.description,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      beds: r.bedType,
      sizeSqm: r.sizeSqm,
      amenities: r.amenities,
      photos: [0, 1, 2].map((v) => roomImageUrl(`${pictures.name}-${i % pictures.rooms.length}`, v)),
      totalRooms: r.totalRooms,
      standardPrice: r.standardPrice,
      promoPrice: r.promoPrice,
      nonRefundable: r.nonRefundable,
    })),
  };
}
