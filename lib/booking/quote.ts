import { lagosInstant } from '@/lib/dates';
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
}

export interface Quote {
  nights: number;
  numberOfRooms: number;
  lines: QuoteLine[];
  /** Standard prices × nights × rooms. */
  totalPrice: number;
  /** Discounted prices × nights × rooms. */
  discountedPrice: number;
  /** What the guest pays: the discounted price. */
  amountToBePaid: number;
}

export interface QuoteRoom extends Rate {
  id: string;
  name: string;
  numberOfRooms: number;
}

/** Prices a stay from the property's rates and the guest's membership tier (visitors are Basic). */
export function quoteStay(rooms: readonly QuoteRoom[], nights: number, tier: MembershipTier = 'Basic'): Quote {
  const lines = rooms.map((room): QuoteLine => {
    const price = nightlyPrice(room, tier);
    return {
      roomCategoryId: room.id,
      roomName: room.name,
      numberOfRooms: room.numberOfRooms,
      pricePerNight: price.actualPrice,
      discountedPricePerNight: price.discountedPrice,
      discountReason: price.discountReason,
      nonRefundable: room.nonRefundable,
    };
  });
  const sum = (f: (l: QuoteLine) => number) => lines.reduce((total, l) => total + f(l) * l.numberOfRooms * nights, 0);
  const discountedPrice = sum((l) => l.discountedPricePerNight);
  return {
    nights,
    numberOfRooms: lines.reduce((n, l) => n + l.numberOfRooms, 0),
    lines,
    totalPrice: sum((l) => l.pricePerNight),
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
export function nonRefundableCharge(
  rooms: readonly { nonRefundable: boolean; discountedPricePerNight: number; numberOfRooms: number }[],
  nights: number,
): number {
  return rooms.reduce((n, r) => n + (r.nonRefundable ? r.discountedPricePerNight * r.numberOfRooms * nights : 0), 0);
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
    rooms: readonly { nonRefundable: boolean; discountedPricePerNight: number; numberOfRooms: number }[];
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
