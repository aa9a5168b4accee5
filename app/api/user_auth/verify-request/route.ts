import { mutation, parseBody } from '@/lib/api/handler';
import { findUserByEmail } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { verifyCode } from '@/lib/services/auth/otp';
import { issueVerificationToken } from '@/lib/services/auth/verification-token';
import { emailCodeBody } from '@/lib/validation/auth-api';

/** Trades a reset code for a short-lived bearer token that allows one password change. */
export const POST = mutation(async (request) => {
  const { email, otp } = await parseBody(request, emailCodeBody);
  const db = await getDb();
  await verifyCode(db, { purpose: 'reset_password', address: email, code: otp });
  const user = await findUserByEmail(email, db);
  if (!user) throw new AppError('invalidCode', 400);
  const token = await issueVerificationToken(db, {
    purpose: 'reset_password',
    address: email,
    userId: user.id,
    ttlMs: 15 * 60 * 1000,
  });
  return { token };
});
