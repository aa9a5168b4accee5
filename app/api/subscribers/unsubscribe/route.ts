import { z } from 'zod';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { unsubscribe } from '@/lib/data/newsletter';
import { AppError } from '@/lib/errors';

const body = z.object({ token: z.string().trim().min(1).max(100) });

/** The unsubscribe link's page posts its token here; a GET never changes anything (mail scanners follow links). */
export const POST = mutation(async (request) => {
  const { token } = await parseBody(request, body);
  if (!(await unsubscribe(token))) throw new AppError('unsubscribeLink', 404);
  return { message: textsFor(request)('account.api.unsubscribed') };
});
