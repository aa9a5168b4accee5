import 'server-only';
import nodemailer from 'nodemailer';
import type { OutboxMessage, Transport } from './outbox';

function htmlOf(message: OutboxMessage): string | undefined {
  const payload = message.payload as { html?: unknown } | null;
  return typeof payload?.html === 'string' ? payload.html : undefined;
}

/**
 * E-mail through an SMTP server given as smtp:// or smtps:// URL; the HTML version rides along when the payload has one.
 * Every wait (connection, greeting, each answer) is limited to `timeoutMs`, so a mail server that hangs is given up.
 */
export function smtpTransport(url: string, from: string, timeoutMs = 10_000): Transport {
  const mailer = nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  } as never);
  return {
    async send(message) {
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        html: htmlOf(message),
      });
      return 'sent';
    },
  };
}
