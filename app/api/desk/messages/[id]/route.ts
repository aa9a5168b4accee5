import { requireStaff } from '@/lib/api/desk';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { replyToContactMessage, setContactMessageStatus } from '@/lib/data/desk-messages';
import { getDb } from '@/lib/db';
import { contactActionBody } from '@/lib/validation/desk-actions';

/**
 * A contact message at the desk (staff only; anyone else 403): reply (by e-mail through the outbox; the message is
 * then answered), close it, or open it again.
 */
export const POST = mutation<{ id: string }>(async (request, { id }) => {
  const db = await getDb();
  const staff = await requireStaff(request, db);
  const body = await parseBody(request, contactActionBody);
  const t = textsFor(request);
  if (body.action === 'reply') {
    const { replyId } = await replyToContactMessage({ id, staff, body: body.body }, db);
    return Response.json({ replyId, message: t('desk.messages.replySent') }, { status: 201 });
  }
  await setContactMessageStatus({ id, staff, status: body.action === 'close' ? 'closed' : 'new' }, db);
  return { message: t(body.action === 'close' ? 'desk.messages.closedDone' : 'desk.messages.reopenedDone') };
});
