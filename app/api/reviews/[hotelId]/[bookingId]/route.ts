import { revalidateTag } from 'next/cache';
import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { submitReview } from '@/lib/data/reviews';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { reviewBody } from '@/lib/validation/review';

/** The booking's guest reviews their stay once, from noon on the check-out day; the hotel page shows it at once. */
export const POST = privateAnswers(
  mutation<{ hotelId: string; bookingId: string }>(async (request, { hotelId, bookingId }) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const review = await parseBody(request, reviewBody);
    const hotel = await submitReview({ hotelId, bookingId, user, review }, db);
    try {
      // Expired now rather than served stale once more: the guest goes to the hotel page to see their review.
      revalidateTag(CACHE_TAGS.hotelPages, { expire: 0 });
    } catch (err) {
      // Outside a Next.js server (tests, scripts) there is no cache to refresh.
      log.debug('hotel page cache not refreshed', { err });
    }
    return Response.json({ ...hotel, message: textsFor(request)('account.api.reviewThanks') }, { status: 201 });
  }),
);
