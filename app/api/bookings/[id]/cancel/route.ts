import { privateAnswers } from '@/lib/api/private';
import { mutation, parseBody, route, textsFor } from '@/lib/api/handler';
import { cancelBooking, cancellationQuote } from '@/lib/data/booking-cancellation';
import { getDb } from '@/lib/db';
import { bookingManager } from '@/lib/services/auth/booking-viewer';
import { configuredRefundProvider } from '@/lib/services/payments';
import { cancelBookingBody } from '@/lib/validation/cancellation';

/** What cancelling costs now, shown before the guest confirms: for the signed-in owner or a browser a code granted it. */
export const GET = privateAnswers(
  route<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    return cancellationQuote({ bookingId: id, viewer: await bookingManager(request, db) }, db);
  }),
);

/** Cancels the booking (confirm: true) for the same people, freeing its rooms; a paid free cancellation is refunded. */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const viewer = await bookingManager(request, db);
    const body = await parseBody(request, cancelBookingBody);
    if (!body.confirm) return cancellationQuote({ bookingId: id, viewer }, db);
    const result = await cancelBooking(
      { bookingId: id, viewer, expectedFee: body.expectedFee },
      configuredRefundProvider(),
      db,
    );
    return { ...result, message: textsFor(request)('account.api.bookingCancelled') };
  }),
);
