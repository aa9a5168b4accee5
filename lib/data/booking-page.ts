import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import {
  occupancyValues,
  selectionSleeps,
  sleepsParty,
  type OccupancyProblem,
  type Sleeps,
} from '@/lib/booking/occupancy';
import { quoteStay, type Quote } from '@/lib/booking/quote';
import type { SelectionLine } from '@/lib/booking/selection-query';
import { nightsBetween } from '@/lib/dates';
import { getDatabaseInstanceId, getDb, type Database } from '@/lib/db';
import { env } from '@/lib/env';
import { bookingRooms, bookings } from '@/lib/db/schema';
import type { ValidationKey } from '@/lib/errors';
import type { MembershipTier } from '@/lib/pricing';
import { STAY_SCREENS, stayMessage } from '@/lib/validation/stay-screens';
import { getAvailability } from './availability';
import { ownsBooking, type BookingViewer } from './booking-access';
import { CACHE_TAGS } from './cache-tags';
import { isUuid } from './db-helpers';
import { getProperty, type PropertyDetails } from './property-details';

/** What the booking page shows of the property (the spec's hotel summary inputs and the stay's times). */
export interface BookingPageHotel {
  id: string;
  slug: string;
  name: string;
  address: string;
  city: string;
  state: string;
  /** 0–10. */
  rating: number;
  reviewCount: number;
  amenities: string[];
  /** HH:mm. */
  checkInTime: string;
  checkOutTime: string;
}

export interface BookingPageStay {
  checkIn: string | null;
  checkOut: string | null;
  adults: number;
  children: number;
}

/** A chosen room category that no longer has the rooms asked for. */
export interface RoomShortfall {
  roomName: string;
  wanted: number;
  left: number;
}

/** A booking this browser made earlier for the page (back from a card checkout). */
export interface ExistingBooking {
  id: string;
  status: (typeof bookings.$inferSelect)['status'];
  guest: { firstName: string; lastName: string; email: string; phoneNumber: string };
}

export interface BookingPage {
  hotel: BookingPageHotel;
  stay: BookingPageStay;
  /** What the 'Invalid Dates' dialog says of the stay's dates. */
  dateProblem: ValidationKey | null;
  /** The server's prices for the selection; null when the dates or the selection cannot be booked. */
  quote: Quote | null;
  /** No rooms chosen, or rooms chosen that the property does not offer any more. */
  selectionProblem: 'noSelection' | 'roomsUnknown' | null;
  shortfalls: RoomShortfall[];
  /** What the chosen rooms sleep together; null without a quote. */
  sleeps: Sleeps | null;
  /** The chosen rooms cannot house the stay's party (lib/booking/occupancy): the figures that say so. */
  partyProblem: OccupancyProblem['values'] | null;
  existing: ExistingBooking | null;
}

export interface BookingPageRequest {
  hotelId: string;
  stay: BookingPageStay;
  selection: SelectionLine[];
  tier: MembershipTier;
  /** ?bookingId= of a return from the checkout, with who asks. */
  bookingId?: string | null;
  viewer?: BookingViewer;
}

const HOTEL_ID_MAX = 200;

/**
 * The property a booking-page address names (by id or slug, as getBookingPage reads it), kept with the catalogue; null
 * for anything not on sale, so the page answers 404 before any of it is sent.
 */
export async function getBookingPageHotel(idOrSlug: string): Promise<BookingPageHotel | null> {
  // A name never holds control characters, and PostgreSQL cannot even compare a NUL.
  if (!idOrSlug || idOrSlug.length > HOTEL_ID_MAX || /[\u0000-\u001f\u007f]/.test(idOrSlug)) return null;
  return publishedHotel(await getDatabaseInstanceId(), idOrSlug);
}

/** Whether the booking page's address names a property on sale. */
export async function isBookingPageProperty(idOrSlug: string): Promise<boolean> {
  return (await getBookingPageHotel(idOrSlug)) !== null;
}

async function publishedHotel(_database: string, idOrSlug: string): Promise<BookingPageHotel | null> {
  'use cache';
  cacheLife('catalogue');
  cacheTag(CACHE_TAGS.catalogue);
  const property = await getProperty(idOrSlug);
  return property && bookingPageHotel(property);
}

/** What the booking page shows of a property. */
function bookingPageHotel(property: PropertyDetails): BookingPageHotel {
  return {
    id: property._id,
    slug: property.slug,
    name: property.hotelName,
    address: property.location.address,
    city: property.location.city,
    state: property.location.state,
    rating: property.ratings,
    reviewCount: property.reviewCount,
    amenities: property.amenities,
    checkInTime: property.checkInTime.slice(0, 5),
    checkOutTime: property.checkOutTime.slice(0, 5),
  };
}

/** The viewer's own booking with its stay and rooms, or null for anyone else's or none. */
async function ownBooking(bookingId: string, propertyId: string, viewer: BookingViewer, d: Database) {
  if (!isUuid(bookingId)) return null;
  const [row] = await d
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.propertyId, propertyId)))
    .limit(1);
  if (!row || !ownsBooking(row, viewer)) return null;
  const rooms = await d
    .select({ categoryId: bookingRooms.roomCategoryId, count: bookingRooms.numberOfRooms })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, row.id));
  return { row, rooms };
}

/**
 * Everything the booking page shows: the property, the stay, the server's quote of the chosen rooms at the guest's
 * tier, and what no longer fits (dates, rooms gone). A return from the checkout (bookingId) shows the viewer's own
 * booking, whose held rooms count as free for it. Null for an unknown property.
 */
export async function getBookingPage(request: BookingPageRequest, db?: Database): Promise<BookingPage | null> {
  const d = db ?? (await getDb());
  const property = await getProperty(request.hotelId, d);
  if (!property) return null;
  const hotel = bookingPageHotel(property);

  let { stay, selection } = request;
  let existing: ExistingBooking | null = null;
  const held = new Map<string, number>();
  const own =
    request.bookingId && request.viewer ? await ownBooking(request.bookingId, property._id, request.viewer, d) : null;
  if (own) {
    existing = {
      id: own.row.id,
      status: own.row.status,
      guest: {
        firstName: own.row.guestFirstName,
        lastName: own.row.guestLastName,
        email: own.row.guestEmail,
        phoneNumber: own.row.guestPhone,
      },
    };
    stay = {
      checkIn: own.row.checkInDate,
      checkOut: own.row.checkOutDate,
      adults: own.row.adults,
      children: own.row.children,
    };
    selection = own.rooms;
    if (own.row.status === 'pending_payment') for (const r of own.rooms) held.set(r.categoryId, r.count);
  }

  const base = { hotel, stay, existing, quote: null, shortfalls: [], sleeps: null, partyProblem: null };
  const dateProblem = stayMessage(STAY_SCREENS.bookingPage, stay, { horizonDays: env.BOOKING_HORIZON_DAYS });
  if (dateProblem) return { ...base, dateProblem, selectionProblem: null };
  if (!selection.length) return { ...base, dateProblem, selectionProblem: 'noSelection' };
  const rates = new Map(property.rooms.map((r) => [r._id, r]));
  if (selection.some((line) => !rates.has(line.categoryId))) {
    return { ...base, dateProblem, selectionProblem: 'roomsUnknown' };
  }

  const checkIn = stay.checkIn!;
  const checkOut = stay.checkOut!;
  const available = await getAvailability(property._id, { checkIn, checkOut, rooms: 1, tier: request.tier }, d);
  const left = new Map(available.map((r) => [r.categoryId, r.roomsLeft]));
  const shortfalls = selection.flatMap((line) => {
    const free = (left.get(line.categoryId) ?? 0) + (held.get(line.categoryId) ?? 0);
    const room = rates.get(line.categoryId)!;
    return free < line.count ? [{ roomName: room.name, wanted: line.count, left: free }] : [];
  });
  const nightly = new Map(available.map((r) => [r.categoryId, r.nightlyRates]));
  const quote = quoteStay(
    selection.map((line) => {
      const room = rates.get(line.categoryId)!;
      return {
        id: room._id,
        name: room.name,
        numberOfRooms: line.count,
        standardPrice: room.standardPrice,
        promoPrice: room.promoPrice,
        nonRefundable: room.nonRefundable,
        nights: nightly.get(line.categoryId),
      };
    }),
    nightsBetween(checkIn, checkOut),
    request.tier,
  );
  const sleeps = selectionSleeps(
    selection.map((line) => ({ ...rates.get(line.categoryId)!, numberOfRooms: line.count })),
  );
  // A booking already made (back from the checkout) was checked when it was made.
  const partyProblem = !own && !sleepsParty(sleeps, stay) ? occupancyValues(sleeps, stay) : null;
  return { ...base, dateProblem, selectionProblem: null, shortfalls, quote, sleeps, partyProblem };
}
