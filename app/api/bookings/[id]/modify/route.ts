import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { modifyBooking } from '@/lib/data/booking-changes';
import { getDb } from '@/lib/db';
import { modifyBookingBody } from '@/lib/validation/booking-change';

/**
 * Quotes a change of the signed-in owner's booking (confirm: false) or applies it (confirm: true): availability
 * checked again, the price recomputed by the server, nights moved in one transaction.
 */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const input = await parseBody(request, modifyBookingBody);
    const result = await modifyBooking({ bookingId: id, viewer: { userId: user.id, browserToken: null }, input }, db);
    return { ...result, message: result.applied ? textsFor(request)('account.api.bookingModified') : undefined };
  }),
);
