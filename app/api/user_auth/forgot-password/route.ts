import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { findUserByEmail } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { spendClientSendBudget } from '@/lib/services/auth/otp';
import { sendCode } from '@/lib/services/auth/send-code';
import { emailBody } from '@/lib/validation/auth-api';

/** The same answer whether or not the account exists. */
export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, emailBody);
  const db = await getDb();
  const ip = clientIp(request);
  if (await findUserByEmail(db, email)) {
    await sendCode(db, {
      purpose: 'reset_password',
      channel: 'email',
      address: email,
      ip,
      locale: requestLocale(request),
    });
  } else {
    await spendClientSendBudget(db, ip);
  }
  return { message: textsFor(request)('onboarding.resetCodeSent') };
});
