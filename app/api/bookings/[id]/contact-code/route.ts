import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { privateAnswers } from '@/lib/api/private';
import { sendBookingContactCode } from '@/lib/data/booking-contact';
import { getDb } from '@/lib/db';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { contactCodeBody } from '@/lib/validation/booking';

/**
 * Sends a code to the booking's e-mail or phone, so that its owner can confirm the contact before paying a big stay
 * at the property. Owner only, while the hold runs.
 */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const { channel } = await parseBody(request, contactCodeBody);
    const db = await getDb();
    await sendBookingContactCode(
      {
        bookingId: id,
        viewer: await bookingViewer(request, db),
        channel,
        ip: clientIp(request),
        locale: requestLocale(request),
      },
      db,
    );
    return { message: textsFor(request)('onboarding.codeSent') };
  }),
);
