import 'server-only';
import { after } from 'next/server';
import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log';
import { deliverPending, type Transports } from './outbox';

/**
 * Sends what the outbox holds once the answer has gone out (Next.js `after`), so no request waits on an SMTP server or
 * Termii, and a slow provider does not make the answer's timing tell anything. A failure stays in the outbox for the
 * next delivery. Outside a request (scripts, tests) the delivery simply starts now.
 */
export function deliverSoon(db: Database, transports: Transports): Promise<void> {
  return runAfterAnswer(() => deliverPending(db, transports, { limit: 10 }));
}

/** Runs `task` once the answer has gone out (now, outside a request); a failure is logged, never thrown. */
export function runAfterAnswer(task: () => Promise<unknown>): Promise<void> {
  const run = () =>
    task().then(
      () => undefined,
      (err: unknown) => log.warn('work after the answer failed', { err }),
    );
  try {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    after(() => run().finally(done));
    return finished;
  } catch {
    return run();
  }
}
