import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { contactMessages, contactReplies, deskAudit } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { enqueueMessage } from '@/lib/services/notify/outbox';
import { renderContactReply } from '@/lib/services/notify/site-mail';
import type { ContactStatus } from '@/lib/validation/desk-actions';
import { deliverQueuedMessages } from './booking-confirmation';
import { isUuid, withRetry } from './db-helpers';
import { recordDeskAction, type DeskAuditEntry, type DeskStaff } from './desk';

/** The outbox template of the desk's replies to contact messages. */
export const CONTACT_REPLY_TEMPLATE = 'contact.reply';
/** Contact messages on one page of the desk. */
export const CONTACT_PAGE_SIZE = 25;

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;

/** One page of contact messages, newest first, of one status or all, with how many there are of each status. */
export async function listContactMessages(
  query: { status?: ContactStatus; page: number },
  db?: Database,
): Promise<{ rows: ContactMessage[]; total: number; counts: Record<ContactStatus, number>; page: number }> {
  const d = db ?? (await getDb());
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [rows, counted] = await Promise.all([
    d
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((query.page - 1) * CONTACT_PAGE_SIZE),
    d
      .select({ status: contactMessages.status, n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .groupBy(contactMessages.status),
  ]);
  const counts: Record<ContactStatus, number> = { new: 0, answered: 0, closed: 0 };
  for (const c of counted) counts[c.status] = c.n;
  const total = query.status ? counts[query.status] : counts.new + counts.answered + counts.closed;
  return { rows, total, counts, page: query.page };
}

/** A contact message with its replies and desk record, oldest first; null if unknown. */
export async function getContactMessage(
  id: string,
  db?: Database,
): Promise<{ message: ContactMessage; replies: ContactReply[]; audit: DeskAuditEntry[] } | null> {
  if (!isUuid(id)) return null;
  const d = db ?? (await getDb());
  const [message] = await d.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!message) return null;
  const replies = await d
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.contactMessageId, id))
    .orderBy(asc(contactReplies.createdAt));
  const audit = await d
    .select()
    .from(deskAudit)
    .where(eq(deskAudit.contactMessageId, id))
    .orderBy(asc(deskAudit.createdAt));
  return { message, replies, audit };
}

async function lockMessage(id: string, tx: Database): Promise<ContactMessage> {
  if (!isUuid(id)) throw new AppError('contactMessageNotFound', 404);
  const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!message) throw new AppError('contactMessageNotFound', 404);
  return message;
}

/**
 * Replies to a contact message: the reply is kept with the message, queued as an e-mail to its sender (framed in the
 * language the message was written in), the message marked answered, and the desk record kept, in one transaction.
 */
export async function replyToContactMessage(
  args: { id: string; staff: DeskStaff; body: string; now?: Date },
  db?: Database,
): Promise<{ replyId: string }> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  const result = await withRetry(() =>
    d.transaction(async (tx) => {
      const message = await lockMessage(args.id, tx);
      const [reply] = await tx
        .insert(contactReplies)
        .values({
          contactMessageId: message.id,
          staffUserId: args.staff.id,
          staffName: args.staff.fullName,
          staffEmail: args.staff.email,
          body: args.body,
          createdAt: now,
        })
        .returning({ id: contactReplies.id });
      const mail = renderContactReply({
        locale: message.locale,
        name: message.fullName,
        reply: args.body,
        original: message.message,
      });
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: message.email,
        template: CONTACT_REPLY_TEMPLATE,
        locale: message.locale,
        subject: mail.subject,
        body: mail.text,
        payload: { contactMessageId: message.id, contactReplyId: reply!.id, html: mail.html },
      });
      await tx.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, message.id));
      await recordDeskAction(
        {
          staff: args.staff,
          action: 'replyMessage',
          contactMessageId: message.id,
          before: { status: message.status },
          after: { status: 'answered', replyId: reply!.id },
        },
        tx,
      );
      return { replyId: reply!.id };
    }),
  );
  deliverQueuedMessages(d);
  return result;
}

/** Closes a contact message (nothing more to do), or opens a closed one again as new; kept in the desk record. */
export async function setContactMessageStatus(
  args: { id: string; staff: DeskStaff; status: 'closed' | 'new' },
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  await withRetry(() =>
    d.transaction(async (tx) => {
      const message = await lockMessage(args.id, tx);
      if (message.status === args.status) return;
      await tx.update(contactMessages).set({ status: args.status }).where(eq(contactMessages.id, message.id));
      await recordDeskAction(
        {
          staff: args.staff,
          action: args.status === 'closed' ? 'closeMessage' : 'reopenMessage',
          contactMessageId: message.id,
          before: { status: message.status },
          after: { status: args.status },
        },
        tx,
      );
    }),
  );
}
