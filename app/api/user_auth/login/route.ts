import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { findUserByEmail, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { signInResponse } from '@/lib/services/auth/current-user';
import { verifyPassword } from '@/lib/services/auth/password';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { loginBody } from '@/lib/validation/auth-api';
import { clientIp } from '@/lib/api/handler';

const WINDOW_MS = 15 * 60 * 1000;

export const POST = mutation(async (request) => {
  const { email, password } = await parseBody(request, loginBody);
  const db = await getDb();
  // Guessing passwords is slowed per client and per address; a refused client spends none of the address's budget.
  for (const key of [`login:ip:${clientIp(request)}`, `login:addr:${email}`]) {
    const limit = await consumeRateLimit(db, key, { limit: 10, windowMs: WINDOW_MS });
    if (!limit.allowed) throw new AppError('tooManyAttempts', 429);
  }
  const user = await findUserByEmail(db, email);
  // verifyPassword also spends the hashing time for unknown accounts, so timing does not reveal them.
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    throw new AppError('invalidCredentials', 401);
  }
  return signInResponse(request, user.id, {
    message: textsFor(request)('onboarding.loginSuccessful'),
    userDetails: toUserDetails(user),
  });
});
