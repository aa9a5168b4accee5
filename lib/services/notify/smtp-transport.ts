import 'server-only';
import nodemailer from 'nodemailer';
import type { Transport } from './outbox';

/** E-mail through an SMTP server given as smtp:// or smtps:// URL. */
export function smtpTransport(url: string, from: string): Transport {
  // Time limits keep a stuck mail server from holding the outbox row's lock.
  const mailer = nodemailer.createTransport(url, { connectionTimeout: 10_000, socketTimeout: 15_000 } as never);
  return {
    async send(message) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
      return 'sent';
    },
  };
}
