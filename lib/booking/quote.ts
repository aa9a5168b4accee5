import { lagosInstant } from '@/lib/dates';
import type { BookedNight } from '@/lib/db/schema';
import { nightlyPrice, type DiscountReason, type MembershipTier, type Rate } from '@/lib/pricing';

/** One room category of a booking as the server prices it: its own rates, never a client's figures. */
export interface QuoteLine {
  roomCategoryId: string;
  roomName: string;
  numberOfRooms: number;
  /** Standard price per room per night, whole naira. */
  pricePerNight: number;
  /** What the guest pays per room per night after the best discount. */
  discountedPricePerNight: number;
  discountReason: DiscountReason | null;
  nonRefundable: boolean;
  /** Each night's prices per room when the stay was priced night by night; else every night costs the above. */
  nightlyPrices?: BookedNight[] | null;
}

export interface Quote {
  nights: number;
  numberOfRooms: number;
  lines: QuoteLine[];
  /** The nights' standard prices × rooms. */
  totalPrice: number;
  /** The nights' discounted prices × rooms. */
  discountedPrice: number;
  /** What the guest pays: the discounted price. */
  amountToBePaid: number;
}

/** One night's own rates (lib/ari), whole naira. */
export interface NightRate {
  night: string;
  price: number;
  promoPrice: number | null;
}

export interface QuoteRoom extends Rate {
  id: string;
  name: string;
  numberOfRooms: number;
  /** The stay's nights with their own rates; without them every night is at the room's rates. */
  nights?: readonly NightRate[];
}

/** What one room of a line costs for the whole stay: the sum of its nights. */
export function stayPricePerRoom(
  line: Pick<QuoteLine, 'pricePerNight' | 'discountedPricePerNight' | 'nightlyPrices'>,
  nights: number,
): { price: number; discountedPrice: number } {
  if (line.nightlyPrices?.length) {
    return {
      price: line.nightlyPrices.reduce((n, p) => n + p.price, 0),
      discountedPrice: line.nightlyPrices.reduce((n, p) => n + p.discountedPrice, 0),
    };
  }
  return { price: line.pricePerNight * nights, discountedPrice: line.discountedPricePerNight * nights };
}

function priceLine(room: QuoteRoom, tier: MembershipTier): QuoteLine {
  const line = {
    roomCategoryId: room.id,
    roomName: room.name,
    numberOfRooms: room.numberOfRooms,
    nonRefundable: room.nonRefundable,
  };
  if (!room.nights?.length) {
    const price = nightlyPrice(room, tier);
    return {
      ...line,
      pricePerNight: price.actualPrice,
      discountedPricePerNight: price.discountedPrice,
      discountReason: price.discountReason,
    };
  }
  // Promo and loyalty apply night by night; the line shows the first night's and the reason of a discounted one.
  const priced = room.nights.map((n) => ({
    night: n.night,
    ...nightlyPrice({ standardPrice: n.price, promoPrice: n.promoPrice, nonRefundable: room.nonRefundable }, tier),
  }));
  const first = priced[0]!;
  return {
    ...line,
    pricePerNight: first.actualPrice,
    discountedPricePerNight: first.discountedPrice,
    discountReason: priced.find((p) => p.discountReason)?.discountReason ?? null,
    nightlyPrices: priced.map((p) => ({ night: p.night, price: p.actualPrice, discountedPrice: p.discountedPrice })),
  };
}

/**
 * Prices a stay from the property's rates and the guest's membership tier (visitors are Basic): the sum of its
 * nights, each at its own rates when given.
 */
export function quoteStay(rooms: readonly QuoteRoom[], nights: number, tier: MembershipTier = 'Basic'): Quote {
  const lines = rooms.map((room) => priceLine(room, tier));
  const sum = (f: (p: ReturnType<typeof stayPricePerRoom>) => number) =>
    lines.reduce((total, l) => total + f(stayPricePerRoom(l, nights)) * l.numberOfRooms, 0);
  const discountedPrice = sum((p) => p.discountedPrice);
  return {
    nights,
    numberOfRooms: lines.reduce((n, l) => n + l.numberOfRooms, 0),
    lines,
    totalPrice: sum((p) => p.price),
    discountedPrice,
    amountToBePaid: discountedPrice,
  };
}

/** Lagos wall-clock time on the check-in date until which a cancellation is free. */
export const FREE_CANCELLATION_TIME = '13:00';

/**
 * The end of free cancellation for the refundable rooms (13:00 Lagos on the check-in date), or null when every room
 * is non-refundable. Non-refundable rooms of a mixed booking are charged whenever it is cancelled
 * (nonRefundableCharge); the others are free until then.
 */
export function freeCancellationUntil(checkInDate: string, rooms: readonly { nonRefundable: boolean }[]): Date | null {
  if (rooms.length > 0 && rooms.every((r) => r.nonRefundable)) return null;
  return lagosInstant(checkInDate, FREE_CANCELLATION_TIME);
}

/** What the non-refundable rooms of a stay cost: charged however early the booking is cancelled. */
export function nonRefundableCharge(rooms: readonly ChargedRoom[], nights: number): number {
  return rooms.reduce(
    (n, r) =>
      n +
      (r.nonRefundable ? stayPricePerRoom({ pricePerNight: 0, ...r }, nights).discountedPrice * r.numberOfRooms : 0),
    0,
  );
}

/** A booked room line as charges read it. */
export interface ChargedRoom {
  nonRefundable: boolean;
  discountedPricePerNight: number;
  numberOfRooms: number;
  nightlyPrices?: BookedNight[] | null;
}

/**
 * What cancelling costs at `now`: until the free cancellation ends, the non-refundable rooms' price (nothing when every
 * room is refundable); after it, or when every room is non-refundable, the whole price.
 */
export function cancellationCharge(
  stay: {
    checkInDate: string;
    nights: number;
    amountToBePaid: number;
    rooms: readonly ChargedRoom[];
  },
  now: Date,
): { charge: number; freeUntil: Date | null; withinFreeWindow: boolean } {
  const freeUntil = freeCancellationUntil(stay.checkInDate, stay.rooms);
  const withinFreeWindow = freeUntil !== null && now < freeUntil;
  const charge = withinFreeWindow
    ? Math.min(nonRefundableCharge(stay.rooms, stay.nights), stay.amountToBePaid)
    : stay.amountToBePaid;
  return { charge, freeUntil, withinFreeWindow };
}
