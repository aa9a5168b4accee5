import type { AvailableRoom } from '@/lib/data/availability';

const SHOWN_AMENITIES = 4;
/** Most rooms of one category a guest can pick at once. */
const MAX_PER_CATEGORY = 10;

/** What the room list shows of an available room; the rest of the answer is left out of the page's payload. */
export type RoomOffer = Omit<AvailableRoom, 'description' | 'images' | 'nightlyRates'> & { image: string | null };

export function toRoomOffer(room: AvailableRoom): RoomOffer {
  const { description: _description, images, nightlyRates: _nightlyRates, ...rest } = room;
  return { ...rest, amenities: room.amenities.slice(0, SHOWN_AMENITIES), image: images[0] ?? null };
}

export function maxSelectable(room: Pick<RoomOffer, 'roomsLeft'>): number {
  return Math.max(0, Math.min(room.roomsLeft, MAX_PER_CATEGORY));
}
