import { clientIp, mutation, parseBody } from '@/lib/api/handler';
import { createUser, findUserByEmail, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import { consumeVerifiedAddress } from '@/lib/services/auth/address-proof';
import { signInResponse } from '@/lib/services/auth/current-user';
import { hashPassword } from '@/lib/services/auth/password';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { authMessage, signupBody } from '@/lib/validation/auth-api';
import en from '@/messages/en.json';

export const POST = mutation(async (request) => {
  const body = await parseBody(request, signupBody, authMessage);
  const db = await getDb();
  // The 409 below tells whether an address has an account; a client may not ask that without end.
  const limit = await consumeRateLimit(db, `signup:ip:${clientIp(request)}`, { limit: 20, windowMs: 15 * 60 * 1000 });
  if (!limit.allowed) throw new AppError('Too many attempts. Please wait a few minutes and try again.', 429);
  if (await findUserByEmail(db, body.email)) throw new AppError('An account with this email already exists', 409);
  if (!(await consumeVerifiedAddress(db, body.email))) throw new AppError(en.modal_texts.verifyInfoText, 400);
  const user = await createUser(db, {
    fullName: body.fullName,
    email: body.email,
    phoneNumber: normalisePhone(body.phoneNumber),
    passwordHash: await hashPassword(body.password),
    emailVerified: true,
  });
  if (!user) throw new AppError('An account with this email or phone number already exists', 409);
  return signInResponse(request, user.id, { message: 'Sign up successful!', userDetails: toUserDetails(user) }, 201);
});
