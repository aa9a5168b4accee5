/** Property amenities offered as search filters. The demo catalogue and the filters share these exact strings. */
export const AMENITIES = [
  'Free WiFi',
  'Swimming pool',
  'Fitness centre',
  'Spa',
  'Restaurant',
  'Bar',
  'Room service',
  '24-hour front desk',
  'Airport shuttle',
  'Free parking',
  'Air conditioning',
  'Backup power',
  'Business centre',
  'Meeting rooms',
  'Kitchen',
  'Washing machine',
  'Balcony',
  'Sea view',
  'Beach access',
  'Garden',
  'Kids club',
  'Pet friendly',
  'Wheelchair accessible',
  'Laundry service',
  'Security',
  'Smart TV',
  'Breakfast included',
] as const;

export type Amenity = (typeof AMENITIES)[number];

/** In-room features that only make sense for a room category, not for a whole property. */
export const ROOM_ONLY_AMENITIES = [
  'Minibar',
  'Work desk',
  'Rain shower',
  'Bathtub',
  'City view',
  'Lagoon view',
  'Lake view',
  'Garden view',
  'Pool view',
  'Kitchenette',
  'Safe',
  'Living area',
  'Coffee machine',
  'Private pool',
] as const;

export type RoomAmenity = Amenity | (typeof ROOM_ONLY_AMENITIES)[number];

const amenitySet: ReadonlySet<string> = new Set(AMENITIES);
const roomAmenitySet: ReadonlySet<string> = new Set([...AMENITIES, ...ROOM_ONLY_AMENITIES]);

export function isAmenity(value: string): value is Amenity {
  return amenitySet.has(value);
}

export function isRoomAmenity(value: string): value is RoomAmenity {
  return roomAmenitySet.has(value);
}
