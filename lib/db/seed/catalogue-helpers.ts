import type { Amenity, RoomAmenity } from './amenities';
import type { SeedReview, SeedRoomCategory } from './types';

/** Joins paragraphs with a blank line. */
export function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

/** A property's amenities, checked against the shared vocabulary at compile time. */
export function amenities(...list: Amenity[]): Amenity[] {
  return list;
}

interface RoomSpec {
  adults: number;
  children: number;
  bed: string;
  sqm: number;
  count: number;
  price: number;
  promo?: number;
  nonRefundable?: boolean;
  amenities: RoomAmenity[];
}

export function room(name: string, description: string, spec: RoomSpec): SeedRoomCategory {
  return {
    name,
    description,
    maxAdults: spec.adults,
    maxChildren: spec.children,
    bedType: spec.bed,
    sizeSqm: spec.sqm,
    totalRooms: spec.count,
    standardPrice: spec.price,
    promoPrice: spec.promo ?? null,
    nonRefundable: spec.nonRefundable ?? false,
    amenities: spec.amenities,
  };
}

/** Sub-scores in order: cleanliness, comfort, location, facilities, staff, value. */
type SubScores = [number, number, number, number, number, number];

export function review(
  authorName: string,
  overall: number,
  scores: SubScores,
  title: string,
  comment: string,
  daysAgo: number,
): SeedReview {
  const [cleanliness, comfort, location, facilities, staff, value] = scores;
  return { authorName, overall, cleanliness, comfort, location, facilities, staff, value, title, comment, daysAgo };
}
