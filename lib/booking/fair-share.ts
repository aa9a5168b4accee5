/**
 * Fair holds: how much of a hotel one booker may keep off sale at once. A booker is whoever the request and the
 * bookings share an identity with: the account, the visitor's browser cookie, the guest e-mail or the guest phone.
 */

/** The share of a room type's rooms one booker may hold on any night. */
export const BOOKER_ROOM_SHARE = 0.5;

/** Room-nights (rooms × nights) above which paying at the property needs the guest's e-mail or phone confirmed by a code. */
export const PAY_AT_PROPERTY_CONFIRM_ABOVE = 6;

/** Rooms one booker may always hold, whatever the share: a guest who left a hold unpaid can still book again. */
export const BOOKER_ROOM_FLOOR = 2;

/** The rooms of a type with `totalRooms` rooms that one booker may hold per night: half, at least two (or all, when fewer). */
export function bookerRoomCap(totalRooms: number): number {
  return Math.min(totalRooms, Math.max(BOOKER_ROOM_FLOOR, Math.floor(totalRooms * BOOKER_ROOM_SHARE)));
}

/** Whether a stay of this size, paid at the property, needs a confirmed contact. */
export function needsConfirmedContact(numberOfRooms: number, nights: number): boolean {
  return numberOfRooms * nights > PAY_AT_PROPERTY_CONFIRM_ABOVE;
}

/** The last ten digits of a phone number: the same for 0803…, 234803… and +234 803 … */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

export interface HeldStay {
  roomCategoryId: string;
  checkIn: string;
  checkOut: string;
  numberOfRooms: number;
}

/**
 * The first night (and its room type) on which the booker's other holdings plus the asked rooms pass the cap, or
 * null. Dates are ISO strings, so they compare as text; `nights` are the asked stay's nights.
 */
export function shareBreach(
  asked: readonly { roomCategoryId: string; numberOfRooms: number; totalRooms: number }[],
  nights: readonly string[],
  held: readonly HeldStay[],
): { roomCategoryId: string; night: string; cap: number } | null {
  for (const need of asked) {
    const cap = bookerRoomCap(need.totalRooms);
    for (const night of nights) {
      const already = held
        .filter((h) => h.roomCategoryId === need.roomCategoryId && h.checkIn <= night && night < h.checkOut)
        .reduce((sum, h) => sum + h.numberOfRooms, 0);
      if (already + need.numberOfRooms > cap) return { roomCategoryId: need.roomCategoryId, night, cap };
    }
  }
  return null;
}
