import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { brands, destinations, properties } from '@/lib/db/schema';

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

/** A property's prices as cards and details show them: the promo only when it is below the standard price. */
export function cardPricing(standardPrice: number, promoPrice: number | null): PropertyCard['pricing'] {
  const promo = promoPrice !== null && promoPrice < standardPrice ? Number(promoPrice) : null;
  return { standardPrice: Number(standardPrice), promoPrice: promo };
}

/** Shapes a selected row as a card. */
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

/** A brand's name by its slug (the results page's title for ?brand=), or null for no such brand. */
export async function getBrandName(slug: string, db?: Database): Promise<string | null> {
  const d = db ?? (await getDb());
  const [row] = await d.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row?.name ?? null;
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

/** Slug and last change of every published property, for the sitemap. */
export async function listPropertySlugs(db?: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  const d = db ?? (await getDb());
  return d
    .select({ slug: properties.slug, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.isPublished, true))
    .orderBy(asc(properties.slug));
}
