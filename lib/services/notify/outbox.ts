import 'server-only';
import { and, desc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
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

/** What deliverPending may do in one call. */
export interface DeliveryOptions {
  /** At most this many messages. */
  limit?: number;
  /** Only this channel's messages: a provider that hangs then holds up its own messages, never the others'. */
  channel?: Channel;
  /** Time limit of one send (ms); a send that takes longer counts as failed and is retried. */
  timeoutMs?: number;
  /** Wait before the first retry (ms); it doubles with every attempt. */
  retryMs?: number;
}

export const DEFAULT_SEND_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRY_MS = 60_000;
const LONGEST_RETRY_WAIT_MS = 6 * 60 * 60 * 1000;

/** The wait after a message's `attempts`-th failed attempt: retryMs, then twice as long each time (at most 6 h). */
export function retryDelayMs(attempts: number, retryMs = DEFAULT_RETRY_MS): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_WAIT_MS);
}

/**
 * How long a server keeps a message it has started to send. Longer than any send may take, so no other server sends
 * it meanwhile; a server stopped in the middle (a restart, a crash) leaves it to the next delivery after that.
 */
export function leaseMs(timeoutMs = DEFAULT_SEND_TIMEOUT_MS): number {
  return 2 * timeoutMs + 5_000;
}

const msFromNow = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/** What a message being sent records until the provider answers; it stays when the server stopped meanwhile. */
export const INTERRUPTED = 'the send did not finish (the server stopped before the provider answered)';

/**
 * Takes the oldest due message (pending, or failed fewer than 5 times, and its time has come) for this server, in a
 * short transaction, so the send itself holds no database connection or lock: counts the attempt, leases the message
 * and records it as failed until the provider answers, so that a server stopped in the middle leaves a failed attempt
 * behind like any other (retried once the lease has ended, given up after the fifth).
 */
async function claimOne(
  db: Database,
  skip: string[],
  stalled: Set<Channel>,
  channel: Channel | undefined,
  lease: number,
) {
  return db.transaction(async (tx) => {
    const due = and(
      inArray(notificationOutbox.status, ['pending', 'failed']),
      lt(notificationOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      lte(notificationOutbox.nextAttemptAt, sql`now()`),
      channel ? eq(notificationOutbox.channel, channel) : undefined,
      skip.length ? notInArray(notificationOutbox.id, skip) : undefined,
      stalled.size ? notInArray(notificationOutbox.channel, [...stalled]) : undefined,
    );
    const [message] = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(due)
      .orderBy(notificationOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!message) return null;
    const [claimed] = await tx
      .update(notificationOutbox)
      .set({
        status: 'failed',
        attempts: sql`${notificationOutbox.attempts} + 1`,
        lastError: INTERRUPTED,
        nextAttemptAt: msFromNow(lease),
      })
      .where(eq(notificationOutbox.id, message.id))
      .returning();
    return claimed ?? null;
  });
}

/** A provider that gave no answer in time. */
class ProviderTimeout extends Error {}

/** True for a send that ran out of time: ours, nodemailer's (ETIMEDOUT) or fetch's (AbortSignal.timeout). */
function timedOut(err: unknown): boolean {
  const { name, code } = (err ?? {}) as { name?: unknown; code?: unknown };
  return err instanceof ProviderTimeout || name === 'TimeoutError' || code === 'ETIMEDOUT';
}

/** The transport's answer, or a failure once `timeoutMs` has passed without one. */
async function sendWithin(transport: Transport, message: OutboxMessage, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderTimeout(`no answer from the provider within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([transport.send(message), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function deliverOne(
  db: Database,
  transports: Transports,
  skip: string[],
  stalled: Set<Channel>,
  options: { channel?: Channel; timeoutMs: number; retryMs: number },
) {
  const message = await claimOne(db, skip, stalled, options.channel, leaseMs(options.timeoutMs));
  if (!message) return null;
  skip.push(message.id);
  let status: DeliveryOutcome;
  try {
    const transport = transports[message.channel];
    if (!transport) throw new Error(`no transport for ${message.channel}`);
    status = await sendWithin(transport, message, options.timeoutMs);
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const final = message.attempts >= MAX_DELIVERY_ATTEMPTS;
    const wait = retryDelayMs(message.attempts, options.retryMs);
    // A provider that does not answer is not asked again in this call: the channel's other messages wait for the next.
    if (timedOut(err)) stalled.add(message.channel);
    const fields = { id: message.id, channel: message.channel, attempts: message.attempts, err };
    if (final) log.error('outbox delivery failed for the last time', fields);
    else log.warn('outbox delivery failed; it will be retried', { ...fields, retryInMs: wait });
    await db
      .update(notificationOutbox)
      .set({ status: 'failed', lastError, nextAttemptAt: msFromNow(final ? 0 : wait) })
      .where(eq(notificationOutbox.id, message.id));
    return 'failed' as const;
  }
  // Should the database fail right now, the lease stands and the message goes out again once it has ended: every
  // message is sent at least once, and only such a failure can make it twice.
  await db
    .update(notificationOutbox)
    .set({ status, sentAt: new Date(), lastError: null })
    .where(eq(notificationOutbox.id, message.id));
  return status;
}

/**
 * Sends up to `limit` due messages, each at most once per call: pending ones, and failed ones (fewer than 5 attempts)
 * whose wait has passed. A failure (or a send past the time limit) is recorded with its error and tried again after
 * `retryMs`, twice as long after each further failure. After a send that ran out of time, the rest of that channel's
 * messages wait for the next call rather than each waiting out the time limit on the same silent provider.
 */
export async function deliverPending(
  db: Database,
  transports: Transports,
  { limit = 20, channel, timeoutMs = DEFAULT_SEND_TIMEOUT_MS, retryMs = DEFAULT_RETRY_MS }: DeliveryOptions = {},
): Promise<Record<DeliveryOutcome | 'failed', number>> {
  const report = { sent: 0, logged: 0, failed: 0 };
  const tried: string[] = [];
  const stalled = new Set<Channel>();
  const options = { channel, timeoutMs, retryMs };
  while (tried.length < limit) {
    const outcome = await deliverOne(db, transports, tried, stalled, options);
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
