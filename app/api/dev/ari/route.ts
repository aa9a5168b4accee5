import { mutation, parseBody } from '@/lib/api/handler';
import { applyAriBatch } from '@/lib/ari/apply';
import { ariRequest } from '@/lib/ari/format';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

/**
 * Development only (with the outbox, DEV_OUTBOX): applies a rates and availability batch the way a channel manager
 * would send it, so that closed nights, minimum stays and nightly prices can be seen and tested in the browser.
 */
export const POST = mutation(async (request) => {
  if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
  const batch = await parseBody(request, ariRequest);
  const result = await applyAriBatch(batch);
  return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
});
