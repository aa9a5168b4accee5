/** Shape of the demo catalogue's JSON fixtures (lib/db/seed/fixtures/); the seeder turns them into rows. */

export type PropertyType = 'hotel' | 'apartment' | 'resort';
/** Category slugs behind /hotel/categories?category=… */
export type CategorySlug = 'hotels' | 'apartments' | 'resorts' | 'tours';

export interface SeedBrand {
  slug: string;
  name: string;
  /** Hex colour used to draw the brand's logo tile. */
  color: string;
  description: string;
}

export interface SeedDestination {
  /** Value used in /hotel/top-destination?state=… (as the footer links it, e.g. 'lekki', 'Lagos', 'Victoria Island'); matches a property's city or state, case-insensitively. */
  state: string;
  /** Display name. */
  name: string;
  sortOrder: number;
}

export interface SeedRoomCategory {
  name: string;
  description: string;
  /** Maximum adults per room. */
  maxAdults: number;
  /** Maximum children per room. */
  maxChildren: number;
  bedType: string;
  sizeSqm: number;
  /** How many physical rooms of this category the property has. */
  totalRooms: number;
  /** Nightly price in whole naira. */
  standardPrice: number;
  /** Discounted nightly price in whole naira, lower than standardPrice, or null. */
  promoPrice: number | null;
  /** True when this is a non-refundable rate (cheaper, cannot be cancelled for free). */
  nonRefundable: boolean;
  amenities: string[];
}

export interface SeedReview {
  authorName: string;
  /** 1–10 */
  overall: number;
  cleanliness: number;
  comfort: number;
  location: number;
  facilities: number;
  staff: number;
  value: number;
  title: string;
  comment: string;
  /** Days before the seed date that the review was written. */
  daysAgo: number;
}

export interface SeedProperty {
  /** Unique display name; the slug is derived from it (lib/slug.ts). */
  name: string;
  type: PropertyType;
  categories: CategorySlug[];
  /** Slug of a SeedBrand, or null for independents. */
  brand: string | null;
  address: string;
  /** e.g. 'Lekki', 'Ikeja', 'Victoria Island', 'Ikoyi', 'Abuja', 'Benin City', 'Port Harcourt', 'Ibadan'. */
  city: string;
  /** Nigerian state, e.g. 'Lagos', 'FCT', 'Edo', 'Rivers', 'Oyo'. Destinations match a property by city or state. */
  state: string;
  latitude: number;
  longitude: number;
  description: string;
  amenities: string[];
  /** 'HH:mm' 24-hour */
  checkInTime: string;
  checkOutTime: string;
  isFeatured: boolean;
  phone: string;
  email: string;
  rooms: SeedRoomCategory[];
  reviews: SeedReview[];
}
