import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { brands, destinations, properties, reviews, roomCategories } from '@/lib/db/schema';
import { canonicalHotelSlug } from '@/lib/slug';

/** A property as list cards and the featured sections read it (the spec's featured item fields, plus ids). */
export interface PropertyCard {
  _id: string;
  slug: string;
  hotelName: string;
  type: 'hotel' | 'apartment' | 'resort';
  featuredImage: string;
  images: string[];
  pricing: { standardPrice: number; promoPrice: number | null };
  location: { address: string; city: string; state: string };
  amenities: string[];
  ratings: number;
  reviewCount: number;
  /** At least one rate can be cancelled for free. */
  freeCancellation: boolean;
}

/** Columns of a property card; prices and refundability come from the property's room summary. */
export function cardColumns() {
  return {
    id: properties.id,
    slug: properties.slug,
    name: properties.name,
    type: properties.type,
    images: properties.images,
    address: properties.address,
    city: properties.city,
    state: properties.state,
    amenities: properties.amenities,
    rating: properties.rating,
    reviewCount: properties.reviewCount,
    standardPrice: properties.minStandardPrice,
    promoPrice: properties.minPromoPrice,
    refundable: properties.hasRefundableRate,
  };
}

interface CardRow {
  id: string;
  slug: string;
  name: string;
  type: PropertyCard['type'];
  images: string[];
  address: string;
  city: string;
  state: string;
  amenities: string[];
  rating: number;
  reviewCount: number;
  standardPrice: number;
  promoPrice: number | null;
  refundable: boolean;
}

/** Shapes a selected row as a card. */
/** A property's prices as cards and details show them: the promo only when it is below the standard price. */
function cardPricing(standardPrice: number, promoPrice: number | null): PropertyCard['pricing'] {
  const promo = promoPrice !== null && promoPrice < standardPrice ? Number(promoPrice) : null;
  return { standardPrice: Number(standardPrice), promoPrice: promo };
}

export function toCard(row: CardRow): PropertyCard {
  return {
    _id: row.id,
    slug: row.slug,
    hotelName: row.name,
    type: row.type,
    featuredImage: row.images[0] ?? '',
    images: row.images,
    pricing: cardPricing(row.standardPrice, row.promoPrice),
    location: { address: row.address, city: row.city, state: row.state },
    amenities: row.amenities,
    ratings: Number(row.rating),
    reviewCount: row.reviewCount,
    freeCancellation: Boolean(row.refundable),
  };
}

async function listCards(where: SQL | undefined, limit: number, order: SQL[], d: Database) {
  const rows = await d
    .select(cardColumns())
    .from(properties)
    .where(and(eq(properties.isPublished, true), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toCard);
}

const byQuality = [desc(properties.rating), desc(properties.reviewCount), asc(properties.name)];

/** Featured hotels and resorts for the home page. */
export async function getFeaturedHotels(limit = 12, db?: Database): Promise<PropertyCard[]> {
  const d = db ?? (await getDb());
  const where = and(eq(properties.isFeatured, true), sql`${properties.type} <> 'apartment'`);
  return listCards(where, limit, byQuality, d);
}

/** Featured apartments for the home page. */
export async function getRecommendedApartments(limit = 12, db?: Database): Promise<PropertyCard[]> {
  const d = db ?? (await getDb());
  const where = and(eq(properties.isFeatured, true), eq(properties.type, 'apartment'));
  return listCards(where, limit, byQuality, d);
}

/** Best deals in one city: properties with a promo rate first. */
export async function getDealsIn(city: string, limit = 12, db?: Database): Promise<PropertyCard[]> {
  const d = db ?? (await getDb());
  const where = sql`lower(${properties.city}) = lower(${city})`;
  return listCards(where, limit, [sql`${properties.minPromoPrice} is null`, ...byQuality], d);
}

export interface BrandItem {
  _id: string;
  slug: string;
  name: string;
  image: string;
  hotelCount: number;
}

/** Brands with how many published properties each has. */
export async function getBrands(db?: Database): Promise<BrandItem[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      image: brands.logoUrl,
      hotelCount: sql<number>`count(${properties.id})::int`,
    })
    .from(brands)
    .leftJoin(properties, and(eq(properties.brandId, brands.id), eq(properties.isPublished, true)))
    .groupBy(brands.id)
    .orderBy(desc(sql`count(${properties.id})`), asc(brands.name));
  return rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, image: r.image, hotelCount: r.hotelCount }));
}

export interface DestinationItem {
  _id: string;
  state: string;
  name: string;
  bannerImage: string;
  hotelCount: number;
}

/** Top destinations with how many published properties match each by city or state. */
export async function getTopDestinations(db?: Database): Promise<DestinationItem[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({
      id: destinations.id,
      state: destinations.state,
      name: destinations.name,
      bannerImage: destinations.bannerImage,
      hotelCount: sql<number>`count(${properties.id})::int`,
    })
    .from(destinations)
    .leftJoin(
      properties,
      and(
        eq(properties.isPublished, true),
        sql`(lower(${properties.city}) = lower(${destinations.state}) or lower(${properties.state}) = lower(${destinations.state}))`,
      ),
    )
    .groupBy(destinations.id)
    .orderBy(asc(destinations.sortOrder));
  return rows.map((r) => ({
    _id: r.id,
    state: r.state,
    name: r.name,
    bannerImage: r.bannerImage,
    hotelCount: r.hotelCount,
  }));
}

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
    .where(eq(roomCategories.propertyId, propertyId))
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

/** Slug and last change of every published property, for the sitemap. */
export async function listPropertySlugs(db?: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  const d = db ?? (await getDb());
  return d
    .select({ slug: properties.slug, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.isPublished, true))
    .orderBy(asc(properties.slug));
}
