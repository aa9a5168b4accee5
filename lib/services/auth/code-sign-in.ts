import 'server-only';
import { requestLocale } from '@/i18n/request-locale';
import { clientIp, textsFor } from '@/lib/api/handler';
import { findUserByEmail, findUserByVerifiedPhone, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { signInResponse } from './current-user';
import { verifyCode, type DeliveryChannel } from './otp';
import { sendCodeIfKnown } from './send-code';

async function findUser(channel: DeliveryChannel, address: string) {
  const db = await getDb();
  return channel === 'email' ? findUserByEmail(address, db) : findUserByVerifiedPhone(address, db);
}

/**
 * Sends a sign-in code when the address has an account; the answer is the same either way, in body, status (the same
 * budgets are spent) and time (the same work is done, and the message goes out after the answer).
 */
export async function requestSignInCode(request: Request, channel: DeliveryChannel, address: string) {
  const db = await getDb();
  const known = Boolean(await findUser(channel, address));
  await sendCodeIfKnown(db, {
    purpose: 'login',
    channel,
    address,
    ip: clientIp(request),
    locale: requestLocale(request),
    known,
  });
  // A phone signs in only once verified in Settings: the answer promises a code to verified numbers only.
  return { message: textsFor(request)(channel === 'email' ? 'onboarding.codeSent' : 'onboarding.phoneCodeMaybeSent') };
}

/** Signs in with a code sent to the address. */
export async function signInWithCode(request: Request, channel: DeliveryChannel, address: string, code: string) {
  await verifyCode(await getDb(), { purpose: 'login', address, code });
  const user = await findUser(channel, address);
  if (!user) throw new AppError('invalidCode', 400);
  return signInResponse(request, user.id, {
    message: textsFor(request)('onboarding.loginSuccessful'),
    userDetails: toUserDetails(user),
  });
}
