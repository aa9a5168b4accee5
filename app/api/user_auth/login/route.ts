import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { findUserByEmail, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { signInResponse } from '@/lib/services/auth/current-user';
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from '@/lib/services/auth/login-delay';
import { verifyPassword } from '@/lib/services/auth/password';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { loginBody } from '@/lib/validation/auth-api';

const WINDOW_MS = 15 * 60 * 1000;

export const POST = mutation(async (request) => {
  const { email, password } = await parseBody(request, loginBody);
  const db = await getDb();
  // Each client has a budget of attempts; an address is never locked, only slowed after wrong passwords (a wait that
  // grows to a minute), so guesses from many clients cannot keep its owner out.
  const limit = await consumeRateLimit(db, `login:ip:${clientIp(request)}`, { limit: 10, windowMs: WINDOW_MS });
  if (!limit.allowed) throw new AppError('tooManyAttempts', 429, { retryAfterSeconds: limit.retryAfterMs / 1000 });
  const waitMs = await loginWaitMs(db, email);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('signInDelayed', 429, { values: { seconds }, retryAfterSeconds: seconds });
  }
  const user = await findUserByEmail(email, db);
  // verifyPassword also spends the hashing time for unknown accounts, so timing does not reveal them.
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    await recordLoginFailure(db, email);
    throw new AppError('invalidCredentials', 401);
  }
  await clearLoginFailures(db, email);
  return signInResponse(request, user.id, {
    message: textsFor(request)('onboarding.loginSuccessful'),
    userDetails: toUserDetails(user),
  });
});
