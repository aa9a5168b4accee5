import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, route, textsFor } from '@/lib/api/handler';
import { getAccountOverview, updateProfileName } from '@/lib/data/account';
import { toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { profileBody } from '@/lib/validation/account';

/** The signed-in account as the settings page shows it. */
export const GET = privateAnswers(
  route(async (request) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const account = await getAccountOverview(user.id, db);
    if (!account) throw new AppError('notSignedIn', 401);
    return { account };
  }),
);

/** Renames the signed-in account. */
export const PATCH = privateAnswers(
  mutation(async (request) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const { firstName, lastName } = await parseBody(request, profileBody);
    const updated = await updateProfileName(user.id, `${firstName} ${lastName}`, db);
    return { userDetails: toUserDetails(updated), message: textsFor(request)('account.api.profileSaved') };
  }),
);
