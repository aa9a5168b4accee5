import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { notificationOutbox } from '@/lib/db/schema';
import { sendCode } from '@/lib/services/auth/send-code';
import { testDatabases } from '@/lib/testing/databases';
import { deliverPending, enqueueMessage, readDevOutbox } from './outbox';
import { smtpTransport } from './smtp-transport';
import { termiiTransport } from './termii-transport';

const message = {
  channel: 'email' as const,
  recipient: 'ada@example.com',
  template: 'code.login',
  locale: 'en',
  subject: 'Your StayNaija sign-in code',
  body: '123456 is your StayNaija code. It expires in 10 minutes.',
};

async function listen(server: { listen: (port: number, host: string, cb: () => void) => unknown }) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

/** A header's text with RFC 2047 encoded words decoded, as a mail client would show it. */
function headerText(data: string, name: string): string {
  const head = data.slice(0, data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The decoded body of the first MIME part of a type, or undefined when the mail has none. */
function mimePart(data: string, type: string): string | undefined {
  for (const part of data.split(/\r\n--[^\r\n]+/)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    if (!new RegExp(`^content-type: ${type}`, 'im').test(head.trimStart())) continue;
    const body = part.slice(split + 4);
    if (/^content-transfer-encoding: base64/im.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    if (/^content-transfer-encoding: quoted-printable/im.test(head)) {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return undefined;
}

describe('SMTP delivery', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  let url = '';

  beforeAll(async () => {
    await listen(smtp as never);
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it.each(testDatabases())('delivers an outbox e-mail to the mail server on $name', async ({ create }) => {
    const handle = await create();
    try {
      const id = await enqueueMessage(handle.db, message);
      const result = await deliverPending(handle.db, {
        email: smtpTransport(url, 'StayNaija <no-reply@staynaija.com>'),
      });
      expect(result).toMatchObject({ sent: 1 });
      const [row] = await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
      expect(row?.status).toBe('sent');
      const mail = received.at(-1)!;
      expect(mail.from).toBe('no-reply@staynaija.com');
      expect(mail.to).toEqual(['ada@example.com']);
      expect(mail.data).toContain('Subject: Your StayNaija sign-in code');
      expect(mail.data).toContain('123456 is your StayNaija code');
    } finally {
      await handle.dispose();
    }
  });

  it.each(testDatabases())('sends a code as a translated, branded e-mail on $name', async ({ create }) => {
    const handle = await create();
    try {
      const email = smtpTransport(url, 'StayNaija <no-reply@staynaija.com>');
      const address = 'amelie@example.com';
      await sendCode(
        handle.db,
        { purpose: 'login', channel: 'email', address, ip: '203.0.113.9', locale: 'fr' },
        { email },
        { deliver: 'now' },
      );
      const [stored] = await readDevOutbox(handle.db, address, 1);
      expect(stored).toMatchObject({ status: 'sent', locale: 'fr', subject: 'Votre code de connexion StayNaija' });
      const code = /\b(\d{6})\b/.exec(stored?.body ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);

      const mail = received.at(-1)!;
      expect(mail.to).toEqual([address]);
      expect(headerText(mail.data, 'Subject')).toBe('Votre code de connexion StayNaija');
      expect(mail.data).toMatch(/^content-type: multipart\/alternative/im);
      expect(mimePart(mail.data, 'text/plain')).toContain(`${code} est votre code de connexion StayNaija`);
      const html = mimePart(mail.data, 'text/html');
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(html).toContain(`>${code}</span>`);
      expect(html).toContain('Le code expire dans 10 minutes.');
    } finally {
      await handle.dispose();
    }
  });
});

describe('Termii delivery', () => {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  const termii: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: JSON.parse(raw || '{}') as Record<string, unknown> });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  let baseUrl = '';

  beforeAll(async () => {
    await listen(termii as never);
    baseUrl = `http://127.0.0.1:${(termii.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => termii.close(() => resolve())));

  it.each(testDatabases())(
    'sends WhatsApp codes through the send API and records refusals on $name',
    async ({ create }) => {
      const handle = await create();
      const transport = termiiTransport({ apiKey: 'test-key', senderId: 'StayNaija', baseUrl, channel: 'whatsapp' });
      try {
        reply = { status: 200, body: { message_id: '9122821270554876574', message: 'Successfully Sent', balance: 9 } };
        await enqueueMessage(handle.db, { ...message, channel: 'whatsapp', recipient: '+2348031234567' });
        expect(await deliverPending(handle.db, { whatsapp: transport })).toMatchObject({ sent: 1 });
        expect(requests.at(-1)).toEqual({
          path: '/api/sms/send',
          body: {
            api_key: 'test-key',
            to: '2348031234567',
            from: 'StayNaija',
            sms: message.body,
            type: 'plain',
            channel: 'whatsapp',
          },
        });

        reply = { status: 400, body: { message: 'Insufficient balance' } };
        const id = await enqueueMessage(handle.db, { ...message, channel: 'whatsapp', recipient: '+2348031234568' });
        expect(await deliverPending(handle.db, { whatsapp: transport })).toMatchObject({ failed: 1 });
        const [row] = await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
        expect(row?.lastError).toContain('Insufficient balance');
      } finally {
        await handle.dispose();
      }
    },
  );
});
