import { requestLocale } from '@/i18n/request-locale';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { resetPassword } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/services/auth/password';
import { consumeVerificationToken } from '@/lib/services/auth/verification-token';
import { resetBody } from '@/lib/validation/auth-api';

/**
 * Sets a new password with the bearer token from verify-request; every session of the account ends and its e-mail gets
 * a security notice.
 */
export const POST = mutation(async (request) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new AppError('resetLinkExpired', 401);
  const { data } = await parseBody(request, resetBody);
  const db = await getDb();
  const grant = await consumeVerificationToken(db, { purpose: 'reset_password', token });
  if (!grant?.userId) throw new AppError('resetLinkExpired', 401);
  await resetPassword(
    { userId: grant.userId, passwordHash: await hashPassword(data.password), locale: requestLocale(request) },
    db,
  );
  return { message: textsFor(request)('onboarding.passwordResetDone') };
});
