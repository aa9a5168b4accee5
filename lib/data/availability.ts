import 'server-only';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { roomCategories, roomNights } from '@/lib/db/schema';
import { nightlyPrice, type DiscountReason, type MembershipTier } from '@/lib/pricing';
import { expireHolds } from './holds';

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  /** Rooms wanted; categories with fewer free rooms are still listed, with what is left. */
  rooms: number;
  tier?: MembershipTier;
}

export interface AvailableRoom {
  categoryId: string;
  roomName: string;
  description: string;
  maxAdults: number;
  maxChildren: number;
  bedType: string;
  sizeSqm: number | null;
  amenities: string[];
  images: string[];
  nonRefundable: boolean;
  /** Rooms of this category free on every night of the stay. */
  roomsLeft: number;
  nights: number;
  actualPrice: number;
  discountedPrice: number;
  discountReason: DiscountReason | null;
  /** discountedPrice × nights, for one room. */
  totalForStay: number;
}

/** Live availability and prices of a property's rooms for a stay; never cached. */
export async function getAvailability(propertyId: string, query: StayQuery, db?: Database): Promise<AvailableRoom[]> {
  const d = db ?? (await getDb());
  // Rooms of unpaid holds whose time has passed are free again before anyone is told what is left.
  await expireHolds({}, d);
  const busiest = d
    .select({
      roomCategoryId: roomNights.roomCategoryId,
      reserved: sql<number>`max(${roomNights.reserved})`.as('reserved'),
    })
    .from(roomNights)
    .where(and(gte(roomNights.night, query.checkIn), lt(roomNights.night, query.checkOut)))
    .groupBy(roomNights.roomCategoryId)
    .as('busiest');
  const rows = await d
    .select({ room: roomCategories, reserved: busiest.reserved })
    .from(roomCategories)
    .leftJoin(busiest, eq(busiest.roomCategoryId, roomCategories.id))
    .where(and(eq(roomCategories.propertyId, propertyId), eq(roomCategories.isActive, true)))
    .orderBy(asc(roomCategories.sortOrder), asc(roomCategories.standardPrice));
  const nights = nightsBetween(query.checkIn, query.checkOut);
  return rows.map(({ room, reserved }) => {
    const price = nightlyPrice(room, query.tier);
    return {
      categoryId: room.id,
      roomName: room.name,
      description: room.description,
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      bedType: room.bedType,
      sizeSqm: room.sizeSqm,
      amenities: room.amenities,
      images: room.images,
      nonRefundable: room.nonRefundable,
      roomsLeft: Math.max(0, room.totalRooms - Number(reserved ?? 0)),
      nights,
      ...price,
      totalForStay: price.discountedPrice * nights,
    };
  });
}
