import 'server-only';
import { after } from 'next/server';
import { databaseFailure, doubtDatabase } from '@/lib/db/availability';
import type { Database } from '@/lib/db/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { deliverPending, type Channel, type Transports } from './outbox';

const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp'];

/** How often each server delivers what is due: retries after their wait, and messages a stopped server left. */
export function outboxSweepMs(): number {
  return Math.min(10_000, Math.max(1_000, env.NOTIFY_RETRY_MS));
}

interface Runner {
  running: Promise<void>;
  again: boolean;
}
// One delivery at a time per database and channel in this process, however many requests ask for one: a provider that
// hangs then ties up one runner (never a request, a database connection, or the other channels' messages).
const shared = globalThis as unknown as { __staynaijaOutboxRunners?: WeakMap<Database, Map<Channel, Runner>> };
const runners = (shared.__staynaijaOutboxRunners ??= new WeakMap());

function runChannel(db: Database, transports: Transports, channel: Channel): Promise<void> {
  let ofDb = runners.get(db);
  if (!ofDb) runners.set(db, (ofDb = new Map()));
  const current = ofDb.get(channel);
  if (current) {
    // Messages queued meanwhile: the running delivery looks once more when it has finished.
    current.again = true;
    return current.running;
  }
  const runner: Runner = { running: Promise.resolve(), again: true };
  const channels = ofDb;
  runner.running = (async () => {
    try {
      while (runner.again) {
        runner.again = false;
        await deliverPending(db, transports, {
          channel,
          limit: 20,
          timeoutMs: env.NOTIFY_TIMEOUT_MS,
          retryMs: env.NOTIFY_RETRY_MS,
        });
      }
    } finally {
      channels.delete(channel);
    }
  })();
  ofDb.set(channel, runner);
  return runner.running;
}

/**
 * Delivers what the outbox holds that is due, on every channel with a transport, each channel on its own. Failures
 * stay in the outbox (recorded, retried later); a database error is thrown.
 */
export async function deliverDue(db: Database, transports: Transports): Promise<void> {
  const channels = CHANNELS.filter((channel) => transports[channel]);
  const results = await Promise.allSettled(channels.map((channel) => runChannel(db, transports, channel)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Sends what the outbox holds once the answer has gone out (Next.js `after`), so no request waits on an SMTP server or
 * Termii, and a slow provider does not make the answer's timing tell anything. A failure stays in the outbox for the
 * next delivery. Outside a request (scripts, tests) the delivery simply starts now.
 */
export function deliverSoon(db: Database, transports: Transports): Promise<void> {
  return runAfterAnswer(() => deliverDue(db, transports));
}

/**
 * Work after answers not finished yet, in this process. It lives on globalThis so that every copy of this module
 * shares it (route tests load the routes afresh for each database), and `afterAnswersSettled` sees all of it.
 */
const pending = globalThis as unknown as { __staynaijaAfterAnswers?: Set<Promise<void>> };
const unfinished = (pending.__staynaijaAfterAnswers ??= new Set());

/**
 * Resolves once no work after an answer is left, including work queued while waiting: what closes the database (a
 * test's end) waits for it, so that no delivery reaches a database already gone.
 */
export async function afterAnswersSettled(): Promise<void> {
  while (unfinished.size) await Promise.allSettled([...unfinished]);
}

/** Runs `task` once the answer has gone out (now, outside a request); a failure is logged, never thrown. */
export function runAfterAnswer(task: () => Promise<unknown>): Promise<void> {
  const run = () => {
    const running = task().then(
      () => undefined,
      (err: unknown) => {
        if (databaseFailure(err) !== 'down') return log.warn('work after the answer failed', { err });
        // The outage itself is logged once; what was queued stays in the outbox for the next delivery.
        doubtDatabase();
        log.info('work after the answer put off: the database cannot be reached');
      },
    );
    unfinished.add(running);
    void running.finally(() => unfinished.delete(running));
    return running;
  };
  try {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    after(() => run().finally(done));
    return finished;
  } catch {
    return run();
  }
}
