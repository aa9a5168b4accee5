import { cookies } from 'next/headers';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import {
  PROOF_TTL_MS,
  recordVerifiedAddress,
  SIGNUP_PROOF_COOKIE,
  SIGNUP_PROOF_PATH,
} from '@/lib/services/auth/address-proof';
import { secureCookies } from '@/lib/services/auth/current-user';
import { verifyCode } from '@/lib/services/auth/otp';
import { emailCodeBody } from '@/lib/validation/auth-api';

/** Sign-up: the code proves the address; the proof goes to this browser alone, for its own sign-up. */
export const POST = mutation(async (request) => {
  const { email, otp } = await parseBody(request, emailCodeBody);
  const db = await getDb();
  await verifyCode(db, { purpose: 'verify_email', address: email, code: otp });
  const proof = await recordVerifiedAddress(db, email);
  (await cookies()).set(SIGNUP_PROOF_COOKIE, proof, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    path: SIGNUP_PROOF_PATH,
    maxAge: PROOF_TTL_MS / 1000,
  });
  return { message: textsFor(request)('onboarding.emailVerified') };
});
