import 'server-only';
import { env } from '@/lib/env';
import { consoleTransport } from './console-transport';
import type { Transports } from './outbox';
import { smtpTransport } from './smtp-transport';
import { termiiTransport } from './termii-transport';

let configured: Transports | undefined;

/** The real providers where they are configured, the server log (and outbox table) where not. */
export function configuredTransports(): Transports {
  configured ??= {
    email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM, env.NOTIFY_TIMEOUT_MS) : consoleTransport,
    sms: env.TERMII_API_KEY
      ? termiiTransport({
          apiKey: env.TERMII_API_KEY,
          senderId: env.TERMII_SENDER_ID,
          baseUrl: env.TERMII_BASE_URL,
          channel: 'generic',
          timeoutMs: env.NOTIFY_TIMEOUT_MS,
        })
      : consoleTransport,
    whatsapp: env.TERMII_API_KEY
      ? termiiTransport({
          apiKey: env.TERMII_API_KEY,
          senderId: env.TERMII_SENDER_ID,
          baseUrl: env.TERMII_BASE_URL,
          channel: 'whatsapp',
          timeoutMs: env.NOTIFY_TIMEOUT_MS,
        })
      : consoleTransport,
  };
  return configured;
}
