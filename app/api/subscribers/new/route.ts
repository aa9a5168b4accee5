import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { subscribe } from '@/lib/data/newsletter';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { newsletterBody } from '@/lib/validation/newsletter';

export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, newsletterBody);
  const limit = await consumeRateLimit(await getDb(), `newsletter:ip:${clientIp(request)}`, {
    limit: 10,
    windowMs: 60 * 60 * 1000,
  });
  if (!limit.allowed) throw new AppError('tooManyRequests', 429);
  await subscribe(email, requestLocale(request));
  return Response.json({ message: textsFor(request)('home.subscribed') }, { status: 201 });
});
