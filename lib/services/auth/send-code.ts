import 'server-only';
import { defaultLocale, type Locale } from '@/i18n/config';
import type { Database } from '@/lib/db';
import { deliverPending, enqueueMessage, type Transports } from '@/lib/services/notify/outbox';
import { renderCodeMessage } from '@/lib/services/notify/templates';
import { configuredTransports } from '@/lib/services/notify/transports';
import { issueCode, type CodePurpose, type DeliveryChannel } from './otp';

/** Issues a one-time code and sends it, in the visitor's language, through the outbox (rate limits apply). */
export async function sendCode(
  db: Database,
  input: {
    purpose: CodePurpose;
    channel: DeliveryChannel;
    address: string;
    ip: string;
    userId?: string;
    locale?: Locale;
  },
  transports: Transports = configuredTransports(),
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
  await deliverPending(db, transports, { limit: 10 });
}
