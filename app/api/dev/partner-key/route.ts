import { z } from 'zod';
import { mutation, parseBody } from '@/lib/api/handler';
import { PRIVATE } from '@/lib/api/private';
import { createPartner, createPartnerKey } from '@/lib/data/partner-keys';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const slug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/);
const body = z.object({ partner: slug, name: z.string().trim().min(1).max(120).optional() }).strict();

/**
 * Development only (with the outbox, DEV_OUTBOX): a partner API key, made as `npm run partner -- key` makes it, for
 * the partner with this slug (404 when there is none); with a `name`, the partner is created first when new, as
 * `npm run partner -- create` does. The key is answered once, never kept.
 */
export const POST = mutation(async (request) => {
  if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
  const { partner, name } = await parseBody(request, body);
  const made = name ? await createPartner(partner, name) : await createPartnerKey(partner);
  if (!made) throw new AppError('notFound', 404);
  return Response.json({ partner, prefix: made.prefix, key: made.key }, { status: 201, headers: PRIVATE });
});
