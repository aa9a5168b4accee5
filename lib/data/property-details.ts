import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { brands, properties, reviews, roomCategories } from '@/lib/db/schema';
import { canonicalHotelSlug } from '@/lib/slug';
import { cardPricing, type PropertyCard } from './properties';

export interface RoomCategoryItem {
  _id: string;
  name: string;
  description: string;
  maxAdults: number;
  maxChildren: number;
  bedType: string;
  sizeSqm: number | null;
  totalRooms: number;
  standardPrice: number;
  promoPrice: number | null;
  nonRefundable: boolean;
  amenities: string[];
  images: string[];
}

/** Every room category of a property, in display order. */
export async function getRooms(propertyId: string, db?: Database): Promise<RoomCategoryItem[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select()
    .from(roomCategories)
    .where(and(eq(roomCategories.propertyId, propertyId), eq(roomCategories.isActive, true)))
    .orderBy(asc(roomCategories.sortOrder), asc(roomCategories.standardPrice));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
    bedType: r.bedType,
    sizeSqm: r.sizeSqm,
    totalRooms: r.totalRooms,
    standardPrice: r.standardPrice,
    promoPrice: r.promoPrice,
    nonRefundable: r.nonRefundable,
    amenities: r.amenities,
    images: r.images,
  }));
}

export interface ReviewItem {
  _id: string;
  authorName: string;
  overall: number;
  scores: { cleanliness: number; comfort: number; location: number; facilities: number; staff: number; value: number };
  title: string;
  comment: string;
  createdAt: string;
}

export interface PropertyDetails extends Omit<PropertyCard, 'pricing' | 'freeCancellation'> {
  description: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  checkInTime: string;
  checkOutTime: string;
  categories: string[];
  brand: { slug: string; name: string } | null;
  rooms: RoomCategoryItem[];
  pricing: { standardPrice: number; promoPrice: number | null };
  freeCancellation: boolean;
  reviews: ReviewItem[];
  /** Mean sub-scores over all reviews, one decimal; null without reviews. */
  subScores: ReviewItem['scores'] | null;
  updatedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A published property by id or slug, with rooms and its latest reviews; null when there is none. */
export async function getProperty(idOrSlug: string, db?: Database): Promise<PropertyDetails | null> {
  const d = db ?? (await getDb());
  // API clients may send a slug in any spelling a person would (case, spaces, '&'): it names the same property.
  const key = UUID.test(idOrSlug)
    ? eq(properties.id, idOrSlug)
    : eq(properties.slug, canonicalHotelSlug(idOrSlug) ?? '');
  const [p] = await d
    .select({ property: properties, brand: { slug: brands.slug, name: brands.name } })
    .from(properties)
    .leftJoin(brands, eq(brands.id, properties.brandId))
    .where(and(key, eq(properties.isPublished, true)))
    .limit(1);
  if (!p) return null;
  const { property } = p;
  const [rooms, latest, [averages]] = await Promise.all([
    getRooms(property.id, d),
    d.select().from(reviews).where(eq(reviews.propertyId, property.id)).orderBy(desc(reviews.createdAt)).limit(20),
    d
      .select({
        cleanliness: sql<string>`round(avg(${reviews.cleanliness}), 1)`,
        comfort: sql<string>`round(avg(${reviews.comfort}), 1)`,
        location: sql<string>`round(avg(${reviews.location}), 1)`,
        facilities: sql<string>`round(avg(${reviews.facilities}), 1)`,
        staff: sql<string>`round(avg(${reviews.staff}), 1)`,
        value: sql<string>`round(avg(${reviews.value}), 1)`,
        n: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(eq(reviews.propertyId, property.id)),
  ]);
  return {
    _id: property.id,
    slug: property.slug,
    hotelName: property.name,
    type: property.type,
    featuredImage: property.images[0] ?? '',
    images: property.images,
    location: { address: property.address, city: property.city, state: property.state },
    amenities: property.amenities,
    ratings: Number(property.rating),
    reviewCount: property.reviewCount,
    description: property.description,
    latitude: property.latitude,
    longitude: property.longitude,
    phone: property.phone,
    email: property.email,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    categories: property.categories,
    brand: p.brand?.slug ? { slug: p.brand.slug, name: p.brand.name } : null,
    rooms,
    // The same precomputed summary as the cards, so a hotel's card and its details never disagree.
    pricing: cardPricing(property.minStandardPrice, property.minPromoPrice),
    freeCancellation: property.hasRefundableRate,
    reviews: latest.map((r) => ({
      _id: r.id,
      authorName: r.authorName,
      overall: r.overall,
      scores: {
        cleanliness: r.cleanliness,
        comfort: r.comfort,
        location: r.location,
        facilities: r.facilities,
        staff: r.staff,
        value: r.value,
      },
      title: r.title,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    subScores:
      averages && averages.n > 0
        ? {
            cleanliness: Number(averages.cleanliness),
            comfort: Number(averages.comfort),
            location: Number(averages.location),
            facilities: Number(averages.facilities),
            staff: Number(averages.staff),
            value: Number(averages.value),
          }
        : null,
    updatedAt: property.updatedAt.toISOString(),
  };
}
