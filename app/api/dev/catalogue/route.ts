import { z } from 'zod';
import { mutation, parseBody } from '@/lib/api/handler';
import { setPropertyDescription } from '@/lib/data/catalogue-changes';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const body = z.object({ slug: z.string().min(1).max(200), description: z.string().min(1).max(5000) });

/**
 * Development only (with the outbox, DEV_OUTBOX): edits a property's description the way a catalogue editor would,
 * so that the cached pages' refresh can be seen and tested.
 */
export const POST = mutation(async (request) => {
  if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
  const { slug, description } = await parseBody(request, body);
  await setPropertyDescription(slug, description);
  return Response.json({ updated: true }, { headers: { 'Cache-Control': 'private, no-store' } });
});
