import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookings, properties, reviews } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';
import type { reviewBody } from '@/lib/validation/review';
import { isUuid, pgErrorCode } from './db-helpers';
import { reviewWindowOpen } from './my-bookings';

export type ReviewInput = z.output<typeof reviewBody>;

/** The stay a review page is about, as its guest sees it. */
export interface ReviewTarget {
  bookingId: string;
  hotel: { id: string; name: string; slug: string; city: string; state: string };
  checkInDate: string;
  checkOutDate: string;
  reviewed: boolean;
  /** Null when the stay may be reviewed now, else why not. */
  blocked: 'reviewNotAllowed' | 'reviewNotYet' | 'alreadyReviewed' | null;
}

/** Short public name of a reviewer: the first name and the initial of the last, e.g. 'Ada O.'. */
export function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first || 'Guest';
}

/**
 * The stay of `bookingId` at `hotelId` when it belongs to this account; null otherwise (another guest's booking, a
 * visitor's booking, a wrong hotel), exactly as for one that does not exist.
 */
export async function getReviewTarget(
  args: { hotelId: string; bookingId: string; userId: string; now?: Date },
  db?: Database,
): Promise<ReviewTarget | null> {
  if (!isUuid(args.bookingId) || !isUuid(args.hotelId)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ booking: bookings, hotel: properties, reviewId: reviews.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.id, args.bookingId))
    .limit(1);
  if (!row || row.booking.userId !== args.userId || row.booking.propertyId !== args.hotelId) return null;
  const { booking: b, hotel } = row;
  const reviewed = row.reviewId !== null;
  const blocked =
    b.status !== 'confirmed' && b.status !== 'completed'
      ? 'reviewNotAllowed'
      : reviewed
        ? 'alreadyReviewed'
        : !reviewWindowOpen(b.checkOutDate, args.now)
          ? 'reviewNotYet'
          : null;
  return {
    bookingId: b.id,
    hotel: { id: hotel.id, name: hotel.name, slug: hotel.slug, city: hotel.city, state: hotel.state },
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    reviewed,
    blocked,
  };
}

/**
 * Stores the guest's one review of a confirmed stay, from noon on its check-out day, and brings the hotel's rating
 * (mean of its reviews) and review count up to date in the same transaction. Returns the hotel's slug.
 */
export async function submitReview(
  args: { hotelId: string; bookingId: string; user: { id: string; fullName: string }; review: ReviewInput; now?: Date },
  db?: Database,
): Promise<{ slug: string; rating: number; reviewCount: number }> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  const target = await getReviewTarget({ ...args, userId: args.user.id, now }, d);
  if (!target) throw new AppError('bookingNotFound', 404);
  if (target.blocked) throw new AppError(target.blocked, 409);
  try {
    return await d.transaction(async (tx) => {
      await tx.insert(reviews).values({
        bookingId: target.bookingId,
        propertyId: target.hotel.id,
        userId: args.user.id,
        authorName: reviewerName(args.user.fullName),
        ...args.review,
        createdAt: now,
      });
      const [updated] = await tx
        .update(properties)
        .set({
          rating: sql`(select round(avg(overall)::numeric, 1) from reviews where property_id = ${target.hotel.id})`,
          reviewCount: sql`(select count(*)::int from reviews where property_id = ${target.hotel.id})`,
          updatedAt: now,
        })
        .where(eq(properties.id, target.hotel.id))
        .returning({ slug: properties.slug, rating: properties.rating, reviewCount: properties.reviewCount });
      return updated!;
    });
  } catch (err) {
    // Two submissions of the same stay at once: the unique booking index keeps the first.
    if (pgErrorCode(err) === '23505') throw new AppError('alreadyReviewed', 409);
    throw err;
  }
}
