import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { findUserByEmail } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { sendCodeIfKnown } from '@/lib/services/auth/send-code';
import { emailBody } from '@/lib/validation/auth-api';

/** The same answer whether or not the account exists: the same budgets, the same work, the e-mail after the answer. */
export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, emailBody);
  const db = await getDb();
  await sendCodeIfKnown(db, {
    purpose: 'reset_password',
    channel: 'email',
    address: email,
    ip: clientIp(request),
    locale: requestLocale(request),
    known: Boolean(await findUserByEmail(email, db)),
  });
  return { message: textsFor(request)('onboarding.resetCodeSent') };
});
