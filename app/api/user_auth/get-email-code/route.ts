import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { sendCode } from '@/lib/services/auth/send-code';
import { emailBody } from '@/lib/validation/auth-api';

/** Sign-up: a code that proves the guest receives mail at this address. */
export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, emailBody);
  await sendCode(await getDb(), {
    purpose: 'verify_email',
    channel: 'email',
    address: email,
    ip: clientIp(request),
    locale: requestLocale(request),
  });
  return { message: textsFor(request)('onboarding.codeSent') };
});
