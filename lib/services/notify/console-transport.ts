import 'server-only';
import { log } from '@/lib/log';
import type { Transport, Transports } from './outbox';

/** Development transport: writes each message to the server log and reports it as logged, not sent. */
export const consoleTransport: Transport = {
  async send(message) {
    log.info('outbox message', {
      id: message.id,
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      locale: message.locale,
      subject: message.subject,
      body: message.body,
    });
    return 'logged';
  },
};

/** The console transport for every channel, used when no real transport is configured. */
export const consoleTransports: Transports = {
  email: consoleTransport,
  sms: consoleTransport,
  whatsapp: consoleTransport,
};
