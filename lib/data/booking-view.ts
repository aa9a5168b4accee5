import 'server-only';
import { and, asc, eq, ne, sql, sum } from 'drizzle-orm';
import { freeCancellationUntil, nonRefundableCharge } from '@/lib/booking/quote';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  payments,
  properties,
  refunds,
  type BookedNight,
} from '@/lib/db/schema';
import type { DiscountReason } from '@/lib/pricing';
import { mayReadBooking, type BookingViewer } from './booking-access';
import { isUuid } from './db-helpers';

export type BookingStatus = (typeof bookings.$inferSelect)['status'];

/** A booking as its guest sees it: the confirmation page, the calendar file and the confirmation message. */
export interface BookingView {
  id: string;
  reference: string;
  status: BookingStatus;
  hotel: {
    id: string;
    name: string;
    slug: string;
    address: string;
    city: string;
    state: string;
    /** HH:mm, Lagos time. */
    checkInTime: string;
    checkOutTime: string;
    /** The property's front desk, when it has one on file. */
    phone: string | null;
  };
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  numberOfRooms: number;
  rooms: {
    roomName: string;
    numberOfRooms: number;
    pricePerNight: number;
    discountedPricePerNight: number;
    discountReason: DiscountReason | null;
    nonRefundable: boolean;
    /** Each booked night's prices per room, kept at booking time; null when every night cost the same. */
    nightlyPrices?: BookedNight[] | null;
  }[];
  guests: { adults: number; children: number };
  bookingInfo: {
    fullName: string;
    email: string;
    phoneNumber: string;
    location: { address: string | null; state: string | null; zipCode: string | null; country: string };
  };
  guestDetails: { fullName: string; email: string; phoneNumber: string }[];
  specialRequest: string | null;
  purpose: string | null;
  arrivalTime: string | null;
  paperlessConfirmation: boolean;
  totalPrice: number;
  discountedPrice: number;
  amountToBePaid: number;
  currency: string;
  paymentMethod: 'Cash' | 'Card' | null;
  /** paid once verified card payments cover the booking; balanceDue while a change left a balance to pay by card. */
  paymentStatus: 'paid' | 'unpaid' | 'balanceDue';
  amountPaid: number;
  /** What a change left to pay by card, whole naira; 0 when settled. */
  balanceDue: number;
  /** What a change that lowered the price owes back to the card, whole naira; 0 when settled. */
  refundOwed: number;
  /** What went back to the card (a cancellation's refund). */
  amountRefunded: number;
  /** What changes kept of non-refundable nights they dropped. */
  changeCharge: number;
  /** ISO instant until which cancelling is free (13:00 Lagos on check-in), or null when non-refundable. */
  freeCancellationUntil: string | null;
  /** Paid through the sandbox checkout: no money moved. */
  testPayment: boolean;
  /** What the non-refundable rooms cost: charged whenever the booking is cancelled. */
  nonRefundableCharge: number;
  /** ISO instant until which an unpaid Pay now booking keeps its rooms. */
  holdExpiresAt: string | null;
  /** The language the booking was made in. */
  locale: string;
  createdAt: string;
}

/** How a booking stands with its card payments, as its guest is told. */
export function paymentStatusOf(
  b: { balanceDue: number; amountToBePaid: number },
  amountPaid: number,
): BookingView['paymentStatus'] {
  if (b.balanceDue > 0) return 'balanceDue';
  return amountPaid > 0 && amountPaid >= b.amountToBePaid ? 'paid' : 'unpaid';
}

/** Reads a booking's full view with no ownership check: for the server's own messages and files. */
export async function readBookingView(bookingId: string, db?: Database): Promise<BookingView | null> {
  if (!isUuid(bookingId)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ booking: bookings, hotel: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const { booking: b, hotel } = row;
  // One after another: inside a transaction they share one connection, which runs one query at a time anyway.
  const rooms = await d
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, b.id))
    .orderBy(asc(bookingRooms.roomName));
  const guests = await d.select().from(bookingGuests).where(eq(bookingGuests.bookingId, b.id));
  const [paid] = await d
    .select({
      amount: sum(payments.amount).mapWith(Number),
      sandbox: sql<boolean>`bool_or(${payments.provider} = 'sandbox')`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, b.id), eq(payments.status, 'successful')));
  const [refunded] = await d
    .select({ amount: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, b.id), ne(refunds.status, 'failed')));
  const amountPaid = paid?.amount ?? 0;
  const freeUntil = freeCancellationUntil(b.checkInDate, rooms);
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    hotel: {
      id: hotel.id,
      name: hotel.name,
      slug: hotel.slug,
      address: hotel.address,
      city: hotel.city,
      state: hotel.state,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      phone: hotel.phone,
    },
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    nights: nightsBetween(b.checkInDate, b.checkOutDate),
    numberOfRooms: b.numberOfRooms,
    rooms: rooms.map((r) => ({
      roomName: r.roomName,
      numberOfRooms: r.numberOfRooms,
      pricePerNight: r.pricePerNight,
      discountedPricePerNight: r.discountedPricePerNight,
      discountReason: r.discountReason as DiscountReason | null,
      nonRefundable: r.nonRefundable,
      nightlyPrices: r.nightlyPrices ?? null,
    })),
    guests: { adults: b.adults, children: b.children },
    bookingInfo: {
      fullName: [b.guestFirstName, b.guestLastName].filter(Boolean).join(' '),
      email: b.guestEmail,
      phoneNumber: b.guestPhone,
      location: { address: b.address, state: b.guestState, zipCode: b.zipCode, country: b.country },
    },
    guestDetails: guests.map((g) => ({ fullName: g.fullName, email: g.email, phoneNumber: g.phoneNumber })),
    specialRequest: b.specialRequest,
    purpose: b.purpose,
    arrivalTime: b.arrivalTime,
    paperlessConfirmation: b.paperlessConfirmation,
    totalPrice: b.totalPrice,
    discountedPrice: b.discountedPrice,
    amountToBePaid: b.amountToBePaid,
    currency: b.currency,
    paymentMethod: b.paymentMethod,
    paymentStatus: paymentStatusOf(b, amountPaid),
    amountPaid,
    balanceDue: b.balanceDue,
    refundOwed: b.refundOwed,
    amountRefunded: refunded?.amount ?? 0,
    changeCharge: b.changeCharge,
    freeCancellationUntil: freeUntil?.toISOString() ?? null,
    testPayment: paid?.sandbox === true,
    nonRefundableCharge: nonRefundableCharge(rooms, nightsBetween(b.checkInDate, b.checkOutDate)),
    holdExpiresAt: b.status === 'pending_payment' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    locale: b.locale,
    createdAt: b.createdAt.toISOString(),
  };
}

/**
 * The booking for its owner (account, or the browser that booked as a visitor) or the holder of its confirmation
 * link's token; null for anyone else, exactly as for a booking that does not exist.
 */
export async function getBookingForViewer(
  bookingId: string,
  viewer: BookingViewer,
  db?: Database,
): Promise<BookingView | null> {
  const d = db ?? (await getDb());
  if (!isUuid(bookingId)) return null;
  const [access] = await d
    .select({
      id: bookings.id,
      userId: bookings.userId,
      browserTokenHash: bookings.browserTokenHash,
      accessTokenHash: bookings.accessTokenHash,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!access || !mayReadBooking(access, viewer)) return null;
  return readBookingView(bookingId, d);
}
