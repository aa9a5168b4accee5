import { privateAnswers } from '@/lib/api/private';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { modifyBooking } from '@/lib/data/booking-changes';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { bookingManager } from '@/lib/services/auth/booking-viewer';
import { modifyBookingBody } from '@/lib/validation/booking-change';

/**
 * Quotes a change of a booking (confirm: false) or applies it (confirm: true), for its signed-in owner or a browser a
 * code granted it: availability checked again, the price recomputed by the server, nights moved in one transaction.
 */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const viewer = await bookingManager(request, db);
    const input = await parseBody(request, modifyBookingBody(env.BOOKING_HORIZON_DAYS));
    const result = await modifyBooking({ bookingId: id, viewer, input }, db);
    return { ...result, message: result.applied ? textsFor(request)('account.api.bookingModified') : undefined };
  }),
);
