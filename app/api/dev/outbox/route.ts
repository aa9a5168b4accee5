import { route } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { normaliseAnyAddress } from '@/lib/services/auth/otp';
import { readDevOutbox } from '@/lib/services/notify/outbox';

/** Development only: the latest messages sent to an address, so codes can be read without a mailbox. */
export const GET = route(async (request) => {
  if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
  const to = new URL(request.url).searchParams.get('to');
  if (!to) throw new AppError('outboxAddress', 400);
  const messages = await readDevOutbox(await getDb(), normaliseAnyAddress(to), 10);
  return { messages: messages.map((m) => ({ subject: m.subject, body: m.body, createdAt: m.createdAt })) };
});
