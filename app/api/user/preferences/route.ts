import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { updatePreferences } from '@/lib/data/account';
import { setMarketingSubscription } from '@/lib/data/newsletter';
import { getDb } from '@/lib/db';
import { preferencesBody } from '@/lib/validation/account';

/** Stores the signed-in guest's language, theme, paperless and marketing choices; marketing follows the newsletter. */
export const PATCH = privateAnswers(
  mutation(async (request) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const changes = await parseBody(request, preferencesBody);
    const preferences = await updatePreferences(user.id, changes, db);
    if (changes.marketingEmails !== undefined) {
      await setMarketingSubscription(user.email, changes.marketingEmails, preferences.language ?? 'en', db);
    }
    return { preferences, message: textsFor(request)('account.api.preferencesSaved') };
  }),
);
