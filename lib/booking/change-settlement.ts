import { addDays } from '@/lib/dates';
import type { BookedNight } from '@/lib/db/schema';
import { freeCancellationUntil } from './quote';

/** One room line of a stay as the booking stores it. */
export interface StayRoom {
  roomCategoryId: string;
  numberOfRooms: number;
  /** What the guest pays per room per night, whole naira. */
  discountedPricePerNight: number;
  nonRefundable: boolean;
  /** Each night's prices when they differ from night to night. */
  nightlyPrices?: BookedNight[] | null;
}

export interface StayDates {
  checkInDate: string;
  checkOutDate: string;
}

/**
 * What a change keeps of the room-nights the stay had and the new one no longer holds, under the cancellation rule:
 * while the free cancellation of the stay as it was still runs, only the non-refundable ones (they stay charged);
 * after it, every dropped room-night.
 */
export function droppedNightsCharge(
  before: StayDates & { rooms: readonly StayRoom[] },
  after: StayDates & { rooms: readonly Pick<StayRoom, 'roomCategoryId' | 'numberOfRooms'>[] },
  now: Date,
): number {
  const freeUntil = freeCancellationUntil(before.checkInDate, before.rooms);
  const withinFreeWindow = freeUntil !== null && now < freeUntil;
  const held = new Map<string, number>();
  for (const r of after.rooms) held.set(r.roomCategoryId, (held.get(r.roomCategoryId) ?? 0) + r.numberOfRooms);
  let charge = 0;
  for (let night = before.checkInDate; night < before.checkOutDate; night = addDays(night, 1)) {
    const stillHeld = night >= after.checkInDate && night < after.checkOutDate;
    const left = new Map(stillHeld ? held : []);
    for (const line of before.rooms) {
      const kept = Math.min(line.numberOfRooms, left.get(line.roomCategoryId) ?? 0);
      left.set(line.roomCategoryId, (left.get(line.roomCategoryId) ?? 0) - kept);
      const dropped = line.numberOfRooms - kept;
      if (dropped > 0 && (line.nonRefundable || !withinFreeWindow)) {
        const price = line.nightlyPrices?.find((p) => p.night === night)?.discountedPrice;
        charge += dropped * (price ?? line.discountedPricePerNight);
      }
    }
  }
  return charge;
}

/** What a card-paid booking still owes, or is owed back, whole naira: never both. */
export interface Settlement {
  balanceDue: number;
  refundOwed: number;
}

/**
 * Where a booking stands against what was paid for it by card (net of refunds): it owes its price plus what changes
 * kept of dropped non-refundable nights. A booking nothing was paid for by card (Pay at the property, or a card
 * booking not paid yet) owes no balance: its amount to pay is simply its price.
 */
export function settlementOf(stay: { amountToBePaid: number; changeCharge: number; netPaid: number }): Settlement {
  if (stay.netPaid <= 0) return { balanceDue: 0, refundOwed: 0 };
  const owed = stay.amountToBePaid + stay.changeCharge;
  return { balanceDue: Math.max(0, owed - stay.netPaid), refundOwed: Math.max(0, stay.netPaid - owed) };
}
