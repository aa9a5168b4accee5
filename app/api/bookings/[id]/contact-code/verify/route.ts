import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { privateAnswers } from '@/lib/api/private';
import { confirmBookingContact } from '@/lib/data/booking-contact';
import { getDb } from '@/lib/db';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { contactVerifyBody } from '@/lib/validation/booking';

/** Confirms the booking's e-mail or phone with the code sent to it. Owner only, while the hold runs. */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const { channel, otp } = await parseBody(request, contactVerifyBody);
    const db = await getDb();
    await confirmBookingContact({ bookingId: id, viewer: await bookingViewer(request, db), channel, otp }, db);
    const t = textsFor(request);
    return { message: channel === 'email' ? t('onboarding.emailVerified') : t('onboarding.phoneVerified') };
  }),
);
