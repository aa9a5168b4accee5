import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { findUserByEmail, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { signInResponse } from '@/lib/services/auth/current-user';
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from '@/lib/services/auth/login-delay';
import { verifyPassword } from '@/lib/services/auth/password';
import { SIGN_INS_PER_CLIENT } from '@/lib/services/limits';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { loginBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { email, password } = await parseBody(request, loginBody);
  const db = await getDb();
  // A client address has a ceiling for the hundreds of guests a carrier's NAT puts behind it; one e-mail is never
  // locked, only slowed after wrong passwords (a wait that grows to a minute), so guesses from anywhere cannot keep its
  // owner out.
  const limit = await consumeRateLimit(db, `login:ip:${clientIp(request)}`, SIGN_INS_PER_CLIENT);
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
