import { requestLocale } from '@/i18n/request-locale';
import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { changePassword } from '@/lib/data/account';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { changePasswordBody } from '@/lib/validation/account';

/**
 * Changes the password: the current one is required, every other session of the account ends and its e-mail gets a
 * security notice.
 */
export const POST = privateAnswers(
  mutation(async (request) => {
    const db = await getDb();
    const { user, sessionHash } = await requireAccount(request, db);
    const body = await parseBody(request, changePasswordBody);
    // Guessing the current password from a stolen session is slowed down like a sign-in.
    const limit = await consumeRateLimit(db, `password-change:${user.id}`, { limit: 10, windowMs: 15 * 60_000 });
    if (!limit.allowed) throw new AppError('tooManyAttempts', 429);
    await changePassword(
      {
        userId: user.id,
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        keepSessionHash: sessionHash,
        locale: requestLocale(request),
      },
      db,
    );
    return { message: textsFor(request)('account.api.passwordChanged') };
  }),
);
