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

/** The end of free cancellation (13:00 Lagos on the check-in date), or null when any room is non-refundable. */
export function freeCancellationUntil(checkInDate: string, rooms: readonly { nonRefundable: boolean }[]): Date | null {
  if (rooms.some((r) => r.nonRefundable)) return null;
  return lagosInstant(checkInDate, FREE_CANCELLATION_TIME);
}
