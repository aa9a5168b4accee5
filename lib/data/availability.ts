import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { roomsLeft, stayRuleProblem, type StayRuleProblem } from '@/lib/ari/rules';
import { stayNights } from '@/lib/ari/stay-nights';
import { nightsDiffer } from '@/lib/booking/nightly-lines';
import { quoteStay, stayPricePerRoom, type NightRate } from '@/lib/booking/quote';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { roomCategories, type BookedNight } from '@/lib/db/schema';
import type { DiscountReason, MembershipTier } from '@/lib/pricing';
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
  /** Rooms of this category for sale on every night of the stay (0 when a rule of its nights refuses the stay). */
  roomsLeft: number;
  /** Why the stay cannot be sold at all (arrivals closed, minimum stay, a closed night); null when it can. */
  restriction?: Exclude<StayRuleProblem, { key: 'soldOut' }> | null;
  nights: number;
  /** The nights' average standard price, whole naira. */
  actualPrice: number;
  /** The nights' average price after the best discount of each night. */
  discountedPrice: number;
  discountReason: DiscountReason | null;
  /** The sum of the nights' discounted prices, for one room. */
  totalForStay: number;
  /** Each night's prices for one room, when they are not all the same. */
  nightlyPrices?: BookedNight[] | null;
  /** Each night's own rates, before discounts (for pricing a selection of this room). */
  nightlyRates?: NightRate[];
}

/** Live availability and prices of a property's rooms for a stay, night by night; never cached. */
export async function getAvailability(propertyId: string, query: StayQuery, db?: Database): Promise<AvailableRoom[]> {
  const d = db ?? (await getDb());
  // Rooms of unpaid holds whose time has passed are free again before anyone is told what is left.
  await expireHolds({}, d);
  const rooms = await d
    .select()
    .from(roomCategories)
    .where(and(eq(roomCategories.propertyId, propertyId), eq(roomCategories.isActive, true)))
    .orderBy(asc(roomCategories.sortOrder), asc(roomCategories.standardPrice));
  const byRoom = await stayNights(rooms, query.checkIn, query.checkOut, d);
  const nights = nightsBetween(query.checkIn, query.checkOut);
  return rooms.map((room) => {
    const stay = byRoom.get(room.id) ?? [];
    const problem = stayRuleProblem(stay, 1);
    const restriction = problem && problem.key !== 'soldOut' ? problem : null;
    const nightlyRates = stay.map(({ night, price, promoPrice }) => ({ night, price, promoPrice }));
    const [line] = quoteStay([{ ...room, numberOfRooms: 1, nights: nightlyRates }], nights, query.tier).lines;
    const total = stayPricePerRoom(line!, nights);
    const prices = line!.nightlyPrices ?? [];
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
      roomsLeft: restriction ? 0 : stay.length ? roomsLeft(stay) : room.totalRooms,
      restriction,
      nights,
      actualPrice: Math.round(total.price / Math.max(nights, 1)),
      discountedPrice: Math.round(total.discountedPrice / Math.max(nights, 1)),
      discountReason: line!.discountReason,
      totalForStay: total.discountedPrice,
      nightlyPrices: nightsDiffer(prices) ? prices : null,
      nightlyRates,
    };
  });
}
