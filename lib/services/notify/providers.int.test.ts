import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { notificationOutbox } from '@/lib/db/schema';
import { testDatabases } from '@/lib/testing/databases';
import { deliverPending, enqueueMessage } from './outbox';
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
