/** What a night of a room type offers to a stay, as resolved from its own values and the room type's. */
export interface StayNight {
  night: string;
  price: number;
  promoPrice: number | null;
  /** Rooms still for sale: 0 when closed. */
  available: number;
  closed: boolean;
  minStay: number;
  closedToArrival: boolean;
}

/** Why a room type cannot be sold for a stay, as the guest is told; soldOut carries the rooms left. */
export type StayRuleProblem =
  | { key: 'arrivalClosed' }
  | { key: 'minStayNotMet'; values: { nights: number } }
  | { key: 'nightsClosed' }
  | { key: 'soldOut'; values: { rooms: number } };

/**
 * The first rule a stay breaks for a room type, null when it may be sold: arrivals closed on the check-in night, the
 * check-in night's minimum stay longer than the stay, a closed night, or fewer rooms for sale than wanted on a night.
 */
export function stayRuleProblem(nights: readonly StayNight[], rooms: number): StayRuleProblem | null {
  const arrival = nights[0];
  if (!arrival) return null;
  if (arrival.closedToArrival) return { key: 'arrivalClosed' };
  if (nights.length < arrival.minStay) return { key: 'minStayNotMet', values: { nights: arrival.minStay } };
  if (nights.some((n) => n.closed)) return { key: 'nightsClosed' };
  const left = roomsLeft(nights);
  return left < rooms ? { key: 'soldOut', values: { rooms: left } } : null;
}

/** Rooms free on every night of the stay. */
export function roomsLeft(nights: readonly StayNight[]): number {
  return nights.reduce((least, n) => Math.min(least, n.available), Number.POSITIVE_INFINITY);
}
