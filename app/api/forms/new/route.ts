import { requestLocale } from '@/i18n/request-locale';
import { optionalAccount } from '@/lib/api/account';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { saveContactMessage } from '@/lib/data/contact';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { contactBody } from '@/lib/validation/contact';

/** The contact form (spec section 7): stored and queued for the operators' inbox; 5 an hour per client address. */
export const POST = mutation(async (request) => {
  const body = await parseBody(request, contactBody);
  const db = await getDb();
  const limit = await consumeRateLimit(db, `contact:ip:${clientIp(request)}`, { limit: 5, windowMs: 60 * 60_000 });
  if (!limit.allowed) throw new AppError('tooManyRequests', 429);
  const user = await optionalAccount(request, db);
  await saveContactMessage({ ...body, userId: user?.id ?? null, locale: requestLocale(request) }, db);
  return Response.json({ message: textsFor(request)('account.api.contactSent') }, { status: 201 });
});
