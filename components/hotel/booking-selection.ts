import {
  occupancyValues,
  selectionSleeps,
  sleepsParty,
  type OccupancyProblem,
  type RoomSleeps,
} from '@/lib/booking/occupancy';
import { nightsBetween } from '@/lib/dates';
import type { DiscountReason } from '@/lib/pricing';
import type { StaySearch } from './initial-stay';

/** Session-storage key of the state the booking-details page starts from. */
export const BOOKING_SELECTION_KEY = 'booking-selection';

/** One chosen room category (the spec's selected room detail); prices are for one room and one night. */
export interface SelectedRoomDetail {
  categoryId: string;
  roomName: string;
  selectedRooms: number;
  actualPrice: number;
  discountedPrice: number;
  discountReason: DiscountReason | null;
}

/** The booking-page state: the chosen rooms with their totals for the stay, and the booking summary inputs. */
export interface BookingSelection {
  propertyId: string;
  hotelSlug: string;
  hotelName: string;
  selectedRoomDetails: SelectedRoomDetail[];
  totalSelectedRooms: number;
  /** Standard prices × nights × rooms. */
  totalActualPrice: number;
  /** What the guest pays: discounted prices × nights × rooms. */
  totalDiscountedPrice: number;
  checkInDate: string;
  checkOutDate: string;
  /** The property's HH:mm. */
  checkInTime: string;
  checkOutTime: string;
  numOfNight: number;
  numOfAdults: number;
  numOfChildren: number;
  numOfRooms: number;
}

export interface SelectionInput {
  property: { id: string; slug: string; name: string; checkInTime: string; checkOutTime: string };
  stay: StaySearch;
  rooms: readonly Pick<
    SelectedRoomDetail,
    'categoryId' | 'roomName' | 'actualPrice' | 'discountedPrice' | 'discountReason'
  >[];
  /** Rooms chosen per category id. */
  counts: Readonly<Record<string, number>>;
}

/** The booking-page state for the rooms chosen on the hotel page. */
export function buildBookingSelection({ property, stay, rooms, counts }: SelectionInput): BookingSelection {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const selectedRoomDetails = rooms
    .map((room) => ({
      categoryId: room.categoryId,
      roomName: room.roomName,
      selectedRooms: Math.max(0, Math.trunc(counts[room.categoryId] ?? 0)),
      actualPrice: room.actualPrice,
      discountedPrice: room.discountedPrice,
      discountReason: room.discountReason,
    }))
    .filter((room) => room.selectedRooms > 0);
  const sum = (f: (r: SelectedRoomDetail) => number) => selectedRoomDetails.reduce((total, r) => total + f(r), 0);
  const totalSelectedRooms = sum((r) => r.selectedRooms);
  return {
    propertyId: property.id,
    hotelSlug: property.slug,
    hotelName: property.name,
    selectedRoomDetails,
    totalSelectedRooms,
    totalActualPrice: sum((r) => r.actualPrice * nights * r.selectedRooms),
    totalDiscountedPrice: sum((r) => r.discountedPrice * nights * r.selectedRooms),
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    numOfNight: nights,
    numOfAdults: stay.adults,
    numOfChildren: stay.children,
    numOfRooms: totalSelectedRooms,
  };
}

/**
 * Whether the chosen rooms house the searched party (lib/booking/occupancy): null when they do or none are chosen,
 * else the figures of the message that says so.
 */
export function selectionShortOfParty(
  rooms: readonly (RoomSleeps & { categoryId: string })[],
  counts: Readonly<Record<string, number>>,
  party: { adults: number; children: number },
): OccupancyProblem['values'] | null {
  const chosen = rooms
    .map((room) => ({ ...room, numberOfRooms: Math.max(0, Math.trunc(counts[room.categoryId] ?? 0)) }))
    .filter((room) => room.numberOfRooms > 0);
  if (chosen.length === 0) return null;
  const sleeps = selectionSleeps(chosen);
  return sleepsParty(sleeps, party) ? null : occupancyValues(sleeps, party);
}

/** /hotel/booking-details/{propertyId}?checkIn&checkOut&adults&children&rooms&selection={categoryId}:{count},… */
export function bookingDetailsHref(selection: BookingSelection): string {
  const query = new URLSearchParams({
    checkIn: selection.checkInDate,
    checkOut: selection.checkOutDate,
    adults: String(selection.numOfAdults),
    children: String(selection.numOfChildren),
    rooms: String(selection.numOfRooms),
  });
  const chosen = selection.selectedRoomDetails
    .map((r) => `${encodeURIComponent(r.categoryId)}:${r.selectedRooms}`)
    .join(',');
  return `/hotel/booking-details/${encodeURIComponent(selection.propertyId)}?${query}&selection=${chosen}`;
}

/** Keeps the selection for the booking page; false when the browser refuses storage (private mode, quota). */
export function writeBookingSelection(selection: BookingSelection, storage: Pick<Storage, 'setItem'> = sessionStorage) {
  try {
    storage.setItem(BOOKING_SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

// A full page load: the booking page is a separate part of the site.
export { navigateTo } from '@/components/auth/navigate';
