import { eq } from 'drizzle-orm';
import { notificationOutbox } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { consoleTransports } from './console-transport';
import { MAX_DELIVERY_ATTEMPTS, deliverPending, enqueueMessage, readDevOutbox, type OutboxMessage } from './outbox';

const message = (recipient: string, body = 'Your code is 123456') =>
  ({ channel: 'email', recipient, template: 'verify-email', locale: 'en', subject: 'Your code', body }) as const;

function recordingTransport(delayMs = 0) {
  const seen: OutboxMessage[] = [];
  return {
    seen,
    transport: {
      async send(m: OutboxMessage) {
        seen.push(m);
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return 'sent' as const;
      },
    },
  };
}

describeEachDatabase('notification outbox', (handle) => {
  beforeEach(async () => {
    await handle.db.delete(notificationOutbox);
    // Failed deliveries are logged as warnings; keep them out of the test output.
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const row = async (id: string) =>
    (await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0];

  it('enqueues as pending and delivers through the channel transport', async () => {
    const id = await enqueueMessage(handle.db, { ...message('ada@example.com'), payload: { code: '123456' } });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, payload: { code: '123456' } });
    const { seen, transport } = recordingTransport();
    expect(await deliverPending(handle.db, { email: transport }, { limit: 10 })).toEqual({
      sent: 1,
      logged: 0,
      failed: 0,
    });
    expect(seen.map((m) => m.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
    expect(await deliverPending(handle.db, { email: transport }, { limit: 10 })).toEqual({
      sent: 0,
      logged: 0,
      failed: 0,
    });
  });

  it('marks console deliveries as logged and lists them for the recipient', async () => {
    await enqueueMessage(handle.db, message('dev@example.com', 'first'));
    await enqueueMessage(handle.db, message('dev@example.com', 'second'));
    await enqueueMessage(handle.db, message('else@example.com'));
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await deliverPending(handle.db, consoleTransports, { limit: 10 })).toMatchObject({ logged: 3 });
      expect(write.mock.calls.map(([line]) => JSON.parse(String(line)).msg)).toEqual(Array(3).fill('outbox message'));
    } finally {
      write.mockRestore();
    }
    const latest = await readDevOutbox(handle.db, 'dev@example.com', 5);
    expect(latest).toHaveLength(2);
    expect(latest.every((m) => m.status === 'logged')).toBe(true);
    expect((await readDevOutbox(handle.db, 'dev@example.com', 1)).length).toBe(1);
  });

  it('records a failure, retries it, and gives up after 5 attempts', async () => {
    const flaky = await enqueueMessage(handle.db, message('flaky@example.com'));
    let fail = true;
    const transport = {
      async send() {
        if (fail) throw new Error('SMTP 451 try later');
        return 'sent' as const;
      },
    };
    expect(await deliverPending(handle.db, { email: transport }, { limit: 10 })).toEqual({
      sent: 0,
      logged: 0,
      failed: 1,
    });
    expect(await row(flaky)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP 451 try later' });
    fail = false;
    await deliverPending(handle.db, { email: transport }, { limit: 10 });
    expect(await row(flaky)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const doomed = await enqueueMessage(handle.db, message('doomed@example.com'));
    fail = true;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i += 1)
      await deliverPending(handle.db, { email: transport }, { limit: 10 });
    expect(await row(doomed)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('fails a message whose channel has no transport', async () => {
    const id = await enqueueMessage(handle.db, { ...message('+2348012345678'), channel: 'sms' });
    await deliverPending(handle.db, {}, { limit: 10 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'no transport for sms' });
  });

  it('never delivers a row twice when two workers run at once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push(await enqueueMessage(handle.db, message(`guest${i}@example.com`)));
    const a = recordingTransport(15);
    const b = recordingTransport(15);
    const [ra, rb] = await Promise.all([
      deliverPending(handle.db, { email: a.transport }, { limit: 20 }),
      deliverPending(handle.db, { email: b.transport }, { limit: 20 }),
    ]);
    const delivered = [...a.seen, ...b.seen].map((m) => m.id);
    expect(delivered.sort()).toEqual([...ids].sort());
    expect(ra.sent + rb.sent).toBe(12);
    if (handle.driver === 'postgres') {
      expect(a.seen.length).toBeGreaterThan(0);
      expect(b.seen.length).toBeGreaterThan(0);
    }
  });

  it('respects the limit', async () => {
    for (let i = 0; i < 3; i += 1) await enqueueMessage(handle.db, message('many@example.com'));
    const { transport } = recordingTransport();
    expect((await deliverPending(handle.db, { email: transport }, { limit: 2 })).sent).toBe(2);
    expect((await deliverPending(handle.db, { email: transport }, { limit: 2 })).sent).toBe(1);
  });
});
