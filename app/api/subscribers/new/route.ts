import { requestLocale } from '@/i18n/request-locale';
import { clientIp, mutation, parseBody } from '@/lib/api/handler';
import { localiseAnswer } from '@/lib/api/localise';
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
  if (!limit.allowed) throw new AppError('Too many requests. Please try again later.', 429);
  const locale = requestLocale(request);
  await subscribe(email, locale);
  const answer = localiseAnswer({ message: 'Successfully subscribed to the newsletter!' }, locale);
  return Response.json(answer, { status: 201 });
});
