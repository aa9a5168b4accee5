import 'server-only';
import { defaultLocale, type Locale } from '@/i18n/config';
import type { Database } from '@/lib/db';
import { deliverPending, enqueueMessage, type Transports } from '@/lib/services/notify/outbox';
import { deliverDue, deliverSoon, runAfterAnswer } from '@/lib/services/notify/deliver-soon';
import { renderCodeMessage } from '@/lib/services/notify/templates';
import { configuredTransports } from '@/lib/services/notify/transports';
import { issueCode, type CodePurpose, type DeliveryChannel } from './otp';

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: DeliveryChannel;
  address: string;
  ip: string;
  userId?: string;
  /** What the code is bound to when it is not an account (see IssueCodeInput). */
  holder?: string;
  locale?: Locale;
}

/**
 * Issues a one-time code and queues it, in the visitor's language, in the outbox (rate limits apply). It is sent
 * after the answer (`deliver: 'after'`, what handlers use) or before this returns (`'now'`).
 */
export async function sendCode(
  db: Database,
  input: SendCodeInput,
  transports: Transports = configuredTransports(),
  { deliver = 'after' }: { deliver?: 'after' | 'now' } = {},
): Promise<void> {
  const { code } = await issueCode(db, input);
  const locale = input.locale ?? defaultLocale;
  const message = renderCodeMessage({ purpose: input.purpose, code, locale });
  await enqueueMessage(db, {
    channel: input.channel,
    recipient: input.address,
    template: `code.${input.purpose}`,
    locale,
    subject: message.subject,
    body: message.text,
    // The e-mail's HTML rides in the payload so the outbox table needs no new column; only SMTP reads it.
    payload: { purpose: input.purpose, html: message.html },
  });
  if (deliver === 'now') await deliverPending(db, transports, { limit: 10 });
  else void deliverSoon(db, transports);
}

/**
 * A code for an address that may have no account, answered alike either way: both spend the client's and the
 * address's send budgets, store a code (which signs nobody in without an account) and render the message, and the
 * answer goes out then. Only after it, a known address's message is queued in the outbox and sent; an unknown
 * address gets nothing. A server stopped meanwhile finishes this first (see server.mjs); only one that is killed in
 * that moment loses the message, and the guest asks for another code.
 */
export async function sendCodeIfKnown(
  db: Database,
  input: SendCodeInput & { known: boolean },
  transports: Transports = configuredTransports(),
): Promise<void> {
  const { code } = await issueCode(db, input);
  const locale = input.locale ?? defaultLocale;
  const message = renderCodeMessage({ purpose: input.purpose, code, locale });
  if (!input.known) return;
  runAfterAnswer(async () => {
    await enqueueMessage(db, {
      channel: input.channel,
      recipient: input.address,
      template: `code.${input.purpose}`,
      locale,
      subject: message.subject,
      body: message.text,
      payload: { purpose: input.purpose, html: message.html },
    });
    await deliverDue(db, transports);
  });
}
