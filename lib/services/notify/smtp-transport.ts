import 'server-only';
import nodemailer from 'nodemailer';
import type { OutboxMessage, Transport } from './outbox';

function htmlOf(message: OutboxMessage): string | undefined {
  const payload = message.payload as { html?: unknown } | null;
  return typeof payload?.html === 'string' ? payload.html : undefined;
}

/** E-mail through an SMTP server given as smtp:// or smtps:// URL; the HTML version rides along when the payload has one. */
export function smtpTransport(url: string, from: string): Transport {
  // Time limits keep a stuck mail server from holding the outbox row's lock.
  const mailer = nodemailer.createTransport(url, { connectionTimeout: 10_000, socketTimeout: 15_000 } as never);
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
