import { eq, sql } from 'drizzle-orm';
import { notificationOutbox } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { consoleTransports } from './console-transport';
import { deliverDue } from './deliver-soon';
import {
  INTERRUPTED,
  MAX_DELIVERY_ATTEMPTS,
  deliverPending,
  enqueueMessage,
  leaseMs,
  readDevOutbox,
  retryDelayMs,
  type OutboxMessage,
} from './outbox';

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
    // No wait between attempts here; the wait itself is the next test's.
    const now = { limit: 10, retryMs: 0 };
    expect(await deliverPending(handle.db, { email: transport }, now)).toEqual({
      sent: 0,
      logged: 0,
      failed: 1,
    });
    expect(await row(flaky)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP 451 try later' });
    fail = false;
    await deliverPending(handle.db, { email: transport }, now);
    expect(await row(flaky)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const doomed = await enqueueMessage(handle.db, message('doomed@example.com'));
    fail = true;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i += 1) await deliverPending(handle.db, { email: transport }, now);
    expect(await row(doomed)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('waits before each retry, twice as long after every failure', async () => {
    const id = await enqueueMessage(handle.db, message('later@example.com'));
    let calls = 0;
    const transport = {
      async send(): Promise<'sent'> {
        calls += 1;
        throw new Error('421 service not available');
      },
    };
    const options = { limit: 10, retryMs: 60_000 };
    const waitAfter = async () => {
      const r = (await row(id))!;
      const result = await handle.db.execute(sql`select now() as now`);
      const now = (result as unknown as { rows: { now: string | Date }[] }).rows[0]!.now;
      return r.nextAttemptAt.getTime() - new Date(now).getTime();
    };
    await deliverPending(handle.db, { email: transport }, options);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: '421 service not available' });
    expect(await waitAfter()).toBeGreaterThan(55_000);
    expect(await waitAfter()).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is sent again.
    await deliverPending(handle.db, { email: transport }, options);
    expect(calls).toBe(1);
    // Its time has come: the second failure waits twice as long.
    await handle.db.update(notificationOutbox).set({ nextAttemptAt: new Date(Date.now() - 1_000) });
    await deliverPending(handle.db, { email: transport }, options);
    expect(calls).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await waitAfter()).toBeGreaterThan(115_000);
    expect(retryDelayMs(1, 60_000)).toBe(60_000);
    expect(retryDelayMs(4, 60_000)).toBe(480_000);
    expect(retryDelayMs(40, 60_000)).toBe(6 * 60 * 60 * 1000);
  });

  it('gives up on a provider that never answers, without holding the database meanwhile', async () => {
    const stuck = await enqueueMessage(handle.db, message('stuck@example.com'));
    const hanging = { send: () => new Promise<'sent'>(() => undefined) };
    const started = Date.now();
    const delivery = deliverPending(handle.db, { email: hanging }, { limit: 10, timeoutMs: 500 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // While the send hangs, the message is leased to this delivery: counted, not due again until the lease ends...
    const leased = (await row(stuck))!;
    expect(leased).toMatchObject({ status: 'failed', attempts: 1, lastError: INTERRUPTED });
    expect(leased.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + leaseMs(500) - 2_000);
    // ...and the database is free: another message goes out through another delivery at once.
    const other = await enqueueMessage(handle.db, { ...message('+2348012345678'), channel: 'sms' });
    const { seen, transport } = recordingTransport();
    expect(await deliverPending(handle.db, { sms: transport }, { limit: 10 })).toMatchObject({ sent: 1 });
    expect(seen.map((m) => m.id)).toEqual([other]);
    expect(await delivery).toEqual({ sent: 0, logged: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await row(stuck)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no answer from the provider within 500 ms',
    });
  });

  it('stops asking a provider that did not answer in time until the next delivery, other channels going on', async () => {
    const first = await enqueueMessage(handle.db, message('first@example.com'));
    const second = await enqueueMessage(handle.db, message('second@example.com'));
    const sms = await enqueueMessage(handle.db, { ...message('+2348022222222'), channel: 'sms' });
    let calls = 0;
    const hanging = {
      send: () => {
        calls += 1;
        return new Promise<'sent'>(() => undefined);
      },
    };
    const { seen, transport } = recordingTransport();
    const report = await deliverPending(handle.db, { email: hanging, sms: transport }, { limit: 10, timeoutMs: 200 });
    expect(report).toEqual({ sent: 1, logged: 0, failed: 1 });
    expect(calls).toBe(1);
    expect(seen.map((m) => m.id)).toEqual([sms]);
    expect(await row(first)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('leaves a message a stopped server was sending to the next delivery once its lease has ended', async () => {
    const id = await enqueueMessage(handle.db, message('restart@example.com'));
    // A server took it and was stopped before the provider answered: the lease stands, nobody else sends it meanwhile.
    // (What a claim writes, as the previous test shows.)
    await handle.db
      .update(notificationOutbox)
      .set({ status: 'failed', attempts: 1, lastError: INTERRUPTED, nextAttemptAt: new Date(Date.now() + leaseMs()) })
      .where(eq(notificationOutbox.id, id));
    const { seen, transport } = recordingTransport();
    expect(await deliverPending(handle.db, { email: transport }, { limit: 10 })).toMatchObject({ sent: 0 });
    await handle.db
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(notificationOutbox.id, id));
    expect(await deliverPending(handle.db, { email: transport }, { limit: 10 })).toMatchObject({ sent: 1 });
    expect(seen.map((m) => m.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each channel on its own, and every due message once, however many deliveries are asked for', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await enqueueMessage(handle.db, message(`soon${i}@example.com`)));
    const sms = await enqueueMessage(handle.db, { ...message('+2348011111111'), channel: 'sms' });
    const email = recordingTransport(10);
    const text = recordingTransport();
    const transports = { email: email.transport, sms: text.transport };
    await Promise.all([deliverDue(handle.db, transports), deliverDue(handle.db, transports)]);
    expect(email.seen.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(text.seen.map((m) => m.id)).toEqual([sms]);
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
