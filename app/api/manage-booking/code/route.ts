import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { privateAnswers } from '@/lib/api/private';
import { getDb } from '@/lib/db';
import { requestBookingCode } from '@/lib/services/auth/booking-code';
import { findBookingSchema } from '@/lib/validation/manage-booking';

/**
 * Sends a code to the e-mail or phone on a booking, so that a guest without an account can manage it. The answer is
 * the same whether or not the reference and contact name a booking.
 */
export const POST = privateAnswers(
  mutation(async (request) => {
    const { reference, contact } = await parseBody(request, findBookingSchema);
    await requestBookingCode(await getDb(), {
      reference,
      contact,
      ip: clientIp(request),
      locale: requestLocale(request),
    });
    return { message: textsFor(request)('manage.codeSent') };
  }),
);
