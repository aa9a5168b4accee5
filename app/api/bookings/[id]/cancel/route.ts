import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, route, textsFor } from '@/lib/api/handler';
import { cancelBooking, cancellationQuote } from '@/lib/data/booking-cancellation';
import { getDb } from '@/lib/db';
import { configuredRefundProvider } from '@/lib/services/payments';
import { cancelBookingBody } from '@/lib/validation/cancellation';

/** What cancelling the signed-in owner's booking costs now, shown before the guest confirms. */
export const GET = privateAnswers(
  route<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    return cancellationQuote({ bookingId: id, viewer: { userId: user.id, browserToken: null } }, db);
  }),
);

/** Cancels the owner's booking (confirm: true), freeing its rooms; a paid free cancellation is refunded. */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const body = await parseBody(request, cancelBookingBody);
    const viewer = { userId: user.id, browserToken: null };
    if (!body.confirm) return cancellationQuote({ bookingId: id, viewer }, db);
    const result = await cancelBooking(
      { bookingId: id, viewer, expectedFee: body.expectedFee },
      configuredRefundProvider(),
      db,
    );
    return { ...result, message: textsFor(request)('account.api.bookingCancelled') };
  }),
);
