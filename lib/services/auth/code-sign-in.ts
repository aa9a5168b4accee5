import 'server-only';
import { requestLocale } from '@/i18n/request-locale';
import { clientIp } from '@/lib/api/handler';
import { findUserByEmail, findUserByPhone, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { signInResponse } from './current-user';
import { verifyCode, type DeliveryChannel } from './otp';
import { sendCode } from './send-code';

const SENT = { message: 'Verification code sent!' };

async function findUser(channel: DeliveryChannel, address: string) {
  const db = await getDb();
  return channel === 'email' ? findUserByEmail(db, address) : findUserByPhone(db, address);
}

/** Sends a sign-in code when the address has an account; the answer is the same either way. */
export async function requestSignInCode(request: Request, channel: DeliveryChannel, address: string) {
  const db = await getDb();
  const ip = clientIp(request);
  if (await findUser(channel, address)) {
    await sendCode(db, { purpose: 'login', channel, address, ip, locale: requestLocale(request) });
  } else {
    // Unknown addresses spend the same per-client budget, so probing for accounts is throttled too.
    const limit = await consumeRateLimit(db, `otp:ip:${ip}`, { limit: 3, windowMs: 15 * 60 * 1000 });
    if (!limit.allowed) throw new AppError('Too many codes requested. Please wait a few minutes and try again.', 429);
  }
  return SENT;
}

/** Signs in with a code sent to the address. */
export async function signInWithCode(request: Request, channel: DeliveryChannel, address: string, code: string) {
  await verifyCode(await getDb(), { purpose: 'login', address, code });
  const user = await findUser(channel, address);
  if (!user) throw new AppError('Invalid code', 400);
  return signInResponse(request, user.id, { message: 'Login successful!', userDetails: toUserDetails(user) });
}
