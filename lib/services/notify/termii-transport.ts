import 'server-only';
import type { Transport } from './outbox';

interface TermiiOptions {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  channel: 'generic' | 'whatsapp';
  /** Time limit of one request to Termii (ms). */
  timeoutMs?: number;
}

/** SMS or WhatsApp messages through Termii's send API (POST /api/sms/send). */
export function termiiTransport({ apiKey, senderId, baseUrl, channel, timeoutMs = 10_000 }: TermiiOptions): Transport {
  return {
    async send(message) {
      const res = await fetch(`${baseUrl}/api/sms/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          // Termii wants international numbers without the plus sign.
          to: message.recipient.replace(/^\+/, ''),
          from: senderId,
          sms: message.body,
          type: 'plain',
          channel,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const data = (await res.json().catch(() => ({}))) as { message_id?: string; message?: string };
      if (!res.ok || !data.message_id)
        throw new Error(`Termii refused the message: ${res.status} ${data.message ?? ''}`);
      return 'sent';
    },
  };
}
