import 'server-only';
import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { notificationOutbox, type deliveryChannel } from '@/lib/db/schema';
import { log } from '@/lib/log';

export type Channel = (typeof deliveryChannel.enumValues)[number];
export type OutboxMessage = typeof notificationOutbox.$inferSelect;
/** 'logged' when a development transport only wrote the message to the server log. */
export type DeliveryOutcome = 'sent' | 'logged';

export interface Transport {
  send(message: OutboxMessage): Promise<DeliveryOutcome>;
}

export type Transports = Partial<Record<Channel, Transport>>;

export const MAX_DELIVERY_ATTEMPTS = 5;

export interface NewMessage {
  channel: Channel;
  recipient: string;
  template: string;
  locale: string;
  subject?: string | null;
  body: string;
  payload?: unknown;
}

/** Queues a message for delivery and returns its id. */
export async function enqueueMessage(db: Database, message: NewMessage): Promise<string> {
  const [row] = await db
    .insert(notificationOutbox)
    .values({ ...message, subject: message.subject ?? null, payload: message.payload ?? null, status: 'pending' })
    .returning({ id: notificationOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

async function deliverOne(db: Database, transports: Transports, skip: string[]) {
  return db.transaction(async (tx) => {
    const due = or(
      eq(notificationOutbox.status, 'pending'),
      and(eq(notificationOutbox.status, 'failed'), lt(notificationOutbox.attempts, MAX_DELIVERY_ATTEMPTS)),
    );
    // The row stays locked until the transport answers, so another process skips it instead of sending it twice.
    const [message] = await tx
      .select()
      .from(notificationOutbox)
      .where(skip.length ? and(due, notInArray(notificationOutbox.id, skip)) : due)
      .orderBy(notificationOutbox.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!message) return null;
    skip.push(message.id);
    const attempts = sql`${notificationOutbox.attempts} + 1`;
    try {
      const transport = transports[message.channel];
      if (!transport) throw new Error(`no transport for ${message.channel}`);
      const status = await transport.send(message);
      await tx
        .update(notificationOutbox)
        .set({ status, attempts, sentAt: new Date(), lastError: null })
        .where(eq(notificationOutbox.id, message.id));
      return status;
    } catch (err) {
      log.warn('outbox delivery failed', { id: message.id, channel: message.channel, err });
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await tx
        .update(notificationOutbox)
        .set({ status: 'failed', attempts, lastError })
        .where(eq(notificationOutbox.id, message.id));
      return 'failed' as const;
    }
  });
}

/** Sends up to `limit` due messages (pending, or failed fewer than 5 times), each at most once per call. */
export async function deliverPending(
  db: Database,
  transports: Transports,
  { limit = 20 }: { limit?: number } = {},
): Promise<Record<DeliveryOutcome | 'failed', number>> {
  const report = { sent: 0, logged: 0, failed: 0 };
  const tried: string[] = [];
  while (tried.length < limit) {
    const outcome = await deliverOne(db, transports, tried);
    if (!outcome) break;
    report[outcome] += 1;
  }
  return report;
}

/** The latest messages for a recipient, newest first, for tests and the development outbox page. */
export async function readDevOutbox(db: Database, recipient: string, limit = 10) {
  return db
    .select({
      id: notificationOutbox.id,
      channel: notificationOutbox.channel,
      template: notificationOutbox.template,
      locale: notificationOutbox.locale,
      subject: notificationOutbox.subject,
      body: notificationOutbox.body,
      status: notificationOutbox.status,
      createdAt: notificationOutbox.createdAt,
    })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, recipient))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(limit);
}
