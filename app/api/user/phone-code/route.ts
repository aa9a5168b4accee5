import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { normalisePhone } from '@/lib/phone';
import { requireUser } from '@/lib/services/auth/current-user';
import { sendCode } from '@/lib/services/auth/send-code';
import { phoneChannelBody } from '@/lib/validation/auth-api';

/** A signed-in guest asks for a code that proves a phone number is theirs (by SMS or WhatsApp). */
export const POST = mutation(async (request) => {
  const user = await requireUser();
  const { phoneNumber, channel } = await parseBody(request, phoneChannelBody);
  await sendCode(await getDb(), {
    purpose: 'verify_phone',
    channel,
    address: normalisePhone(phoneNumber),
    ip: clientIp(request),
    locale: requestLocale(request),
    userId: user.id,
  });
  return { message: textsFor(request)('onboarding.codeSent') };
});
