import 'server-only';
import { and, asc, desc, eq, inArray, sum } from 'drizzle-orm';
import { nightsDiffer } from '@/lib/booking/nightly-lines';
import { freeCancellationUntil, FREE_CANCELLATION_TIME } from '@/lib/booking/quote';
import { lagosInstant } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, payments, properties, reviews, type BookedNight } from '@/lib/db/schema';
import { paymentStatusOf, type BookingStatus } from './booking-view';
import { expireHolds } from './holds';

/** Lagos wall-clock time on the check-out day from which a stay may be reviewed. */
export const REVIEW_FROM_TIME = '12:00';

/** Where a booking sits in the guest's list. */
export type BookingSection = 'upcoming' | 'past' | 'cancelled';

/** One booking of GET /api/my-bookings: the spec's history item fields, then what the list shows and allows. */
export interface MyBooking {
  _id: string;
  status: BookingStatus;
  hasReview: boolean;
  hotel: { _id: string; name: string; slug: string; images: string[]; city: string; state: string };
  checkInDate: string;
  checkOutDate: string;
  reference: string;
  section: BookingSection;
  /** Each room line; nightlyPrices as kept at booking time, null when every night cost the same. */
  rooms: { roomName: string; numberOfRooms: number; nightlyPrices: BookedNight[] | null }[];
  numberOfRooms: number;
  guests: { adults: number; children: number };
  totalPrice: number;
  amountToBePaid: number;
  currency: string;
  paymentMethod: 'Cash' | 'Card' | null;
  paymentStatus: 'paid' | 'unpaid' | 'balanceDue';
  /** What was paid by card, whole naira. */
  amountPaid: number;
  /** What a change left to pay by card; 0 when settled. */
  balanceDue: number;
  /** What a change that lowered the price owes back to the card; 0 when settled. */
  refundOwed: number;
  /** ISO instant until which an unpaid Pay now booking keeps its rooms. */
  holdExpiresAt: string | null;
  /** ISO instant until which cancelling is free, or null when a room is non-refundable. */
  freeCancellationUntil: string | null;
  /** What the cancellation or the no-show left due, whole naira (cancelled and no-show bookings only). */
  cancellationFee: number | null;
  canModify: boolean;
  canCancel: boolean;
  /** The stay can be reviewed now: confirmed, unreviewed, and noon on its check-out day has passed. */
  reviewDue: boolean;
}

/** True once the booking's check-in (13:00 Lagos on the check-in date) has passed: it can no longer be changed. */
export function checkInPassed(checkInDate: string, now: Date = new Date()): boolean {
  return now >= lagosInstant(checkInDate, FREE_CANCELLATION_TIME);
}

/** True once noon (Lagos) on the check-out day has passed. */
export function reviewWindowOpen(checkOutDate: string, now: Date = new Date()): boolean {
  return now >= lagosInstant(checkOutDate, REVIEW_FROM_TIME);
}

/** True while a booking may still be cancelled: active, and its check-out day has not come. */
export function cancellable(status: BookingStatus, checkOutDate: string, now: Date = new Date()): boolean {
  return (status === 'pending_payment' || status === 'confirmed') && now < lagosInstant(checkOutDate, '00:00');
}

/** Every booking of a signed-in guest's account, newest check-in first; nobody else's, whatever is asked. */
export async function listMyBookings(userId: string, db?: Database, now: Date = new Date()): Promise<MyBooking[]> {
  const d = db ?? (await getDb());
  await expireHolds({ now }, d);
  const rows = await d
    .select({ booking: bookings, hotel: properties })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.checkInDate), desc(bookings.createdAt))
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const lines = await d
    .select()
    .from(bookingRooms)
    .where(inArray(bookingRooms.bookingId, ids))
    .orderBy(asc(bookingRooms.roomName));
  const paid = await d
    .select({ bookingId: payments.bookingId, amount: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'successful')))
    .groupBy(payments.bookingId);
  const reviewed = await d
    .select({ bookingId: reviews.bookingId })
    .from(reviews)
    .where(inArray(reviews.bookingId, ids));
  const paidBy = new Map(paid.map((p) => [p.bookingId, p.amount]));
  const reviewedIds = new Set(reviewed.map((r) => r.bookingId));

  return rows.map(({ booking: b, hotel }) => {
    const rooms = lines.filter((l) => l.bookingId === b.id);
    const amountPaid = paidBy.get(b.id) ?? 0;
    const hasReview = reviewedIds.has(b.id);
    const active = b.status === 'pending_payment' || b.status === 'confirmed';
    const section: BookingSection =
      !active && b.status !== 'completed'
        ? 'cancelled'
        : reviewWindowOpen(b.checkOutDate, now) || b.status === 'completed'
          ? 'past'
          : 'upcoming';
    return {
      _id: b.id,
      status: b.status,
      hasReview,
      hotel: {
        _id: hotel.id,
        name: hotel.name,
        slug: hotel.slug,
        images: hotel.images.slice(0, 3),
        city: hotel.city,
        state: hotel.state,
      },
      checkInDate: b.checkInDate,
      checkOutDate: b.checkOutDate,
      reference: b.reference,
      section,
      rooms: rooms.map((r) => ({
        roomName: r.roomName,
        numberOfRooms: r.numberOfRooms,
        nightlyPrices: nightsDiffer(r.nightlyPrices) ? r.nightlyPrices : null,
      })),
      numberOfRooms: b.numberOfRooms,
      guests: { adults: b.adults, children: b.children },
      totalPrice: b.totalPrice,
      amountToBePaid: b.amountToBePaid,
      currency: b.currency,
      paymentMethod: b.paymentMethod,
      paymentStatus: paymentStatusOf(b, amountPaid),
      amountPaid,
      balanceDue: b.balanceDue,
      refundOwed: b.refundOwed,
      holdExpiresAt: b.status === 'pending_payment' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
      freeCancellationUntil: freeCancellationUntil(b.checkInDate, rooms)?.toISOString() ?? null,
      cancellationFee: b.status === 'cancelled' || b.status === 'no_show' ? (b.cancellationFee ?? 0) : null,
      canModify: active && !checkInPassed(b.checkInDate, now),
      canCancel: cancellable(b.status, b.checkOutDate, now),
      reviewDue:
        (b.status === 'confirmed' || b.status === 'completed') && !hasReview && reviewWindowOpen(b.checkOutDate, now),
    };
  });
}
