import { cookies } from 'next/headers';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { createUser, findUserByEmail, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import { consumeVerifiedAddress, SIGNUP_PROOF_COOKIE, SIGNUP_PROOF_PATH } from '@/lib/services/auth/address-proof';
import { signInResponse } from '@/lib/services/auth/current-user';
import { hashPassword } from '@/lib/services/auth/password';
import { SIGN_UPS_PER_CLIENT } from '@/lib/services/limits';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { signupBody } from '@/lib/validation/auth-api';

/**
 * Creates an account for the browser that proved the address (its proof cookie from verify-email). Whether the
 * address already has an account is told only after that proof, so the call cannot be used to probe for accounts.
 */
export const POST = mutation(async (request) => {
  const body = await parseBody(request, signupBody);
  const db = await getDb();
  const limit = await consumeRateLimit(db, `signup:ip:${clientIp(request)}`, SIGN_UPS_PER_CLIENT);
  if (!limit.allowed) throw new AppError('tooManyAttempts', 429);
  const jar = await cookies();
  if (!(await consumeVerifiedAddress(db, jar.get(SIGNUP_PROOF_COOKIE)?.value, body.email))) {
    throw new AppError('verifyFirst', 400);
  }
  jar.set(SIGNUP_PROOF_COOKIE, '', { path: SIGNUP_PROOF_PATH, maxAge: 0 });
  if (await findUserByEmail(body.email, db)) throw new AppError('accountExists', 409);
  const user = await createUser(
    {
      fullName: body.fullName,
      email: body.email,
      // Stored unproven: it signs in by code only after it has been verified (see claimVerifiedPhone).
      phoneNumber: normalisePhone(body.phoneNumber),
      passwordHash: await hashPassword(body.password),
      emailVerified: true,
    },
    db,
  );
  if (!user) throw new AppError('accountExists', 409);
  return signInResponse(
    request,
    user.id,
    { message: textsFor(request)('onboarding.signUpSuccessful'), userDetails: toUserDetails(user) },
    201,
  );
});
