// How often each server gives back the rooms of unpaid holds that ran out (reads and bookings also do it on the way).
const HOLD_SWEEP_MS = 60_000;

/** Opens, migrates and (when empty) seeds the database as the server starts, so the first visitor does not wait. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./lib/db');
  // A failure is logged by getDb and retried on the next request; /api/health reports it meanwhile.
  await getDb().catch(() => undefined);
  const { expireHolds } = await import('./lib/data/holds');
  const { databaseAvailable, databaseFailure, doubtDatabase } = await import('./lib/db/availability');
  const { log } = await import('./lib/log');
  const { deliverDue, outboxSweepMs } = await import('./lib/services/notify/deliver-soon');
  const { configuredTransports } = await import('./lib/services/notify/transports');
  const { paymentMode } = await import('./lib/services/payments');
  if (paymentMode === 'sandbox' && process.env.NODE_ENV === 'production') {
    log.warn('card payments run in the sandbox checkout (PAYMENTS_SANDBOX=true): no money moves');
  } else if (paymentMode === 'unavailable') {
    log.warn('no card payments: set FLUTTERWAVE_SECRET_KEY (or PAYMENTS_SANDBOX=true for a test site)');
  }
  /** Background work on the database; skipped while it is down (the outage itself is logged once, when it starts). */
  const sweep = (name: string, task: () => Promise<unknown>) => () => {
    databaseAvailable()
      .then((up) => (up ? task() : undefined))
      .catch((err: unknown) => {
        if (databaseFailure(err) === 'down') doubtDatabase();
        else log.warn(`${name} failed`, { err });
      });
  };
  // Several servers may sweep at once: the sweep skips rows another one holds, so nothing is released twice.
  setInterval(sweep('hold sweep', expireHolds), HOLD_SWEEP_MS).unref();
  // Messages whose retry is due, and those a stopped server left (pending, or leased and never finished), from the
  // start on.
  const sweepOutbox = sweep('outbox sweep', async () => deliverDue(await getDb(), configuredTransports()));
  sweepOutbox();
  setInterval(sweepOutbox, outboxSweepMs()).unref();
}

/**
 * A page that failed because the database could not be reached: the next request checks it again, and pages answer
 * the 503 page (proxy.ts) until it returns. (Errors of API handlers are mapped by lib/api.)
 */
export async function onRequestError(err: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { databaseFailure, doubtDatabase } = await import('./lib/db/availability');
  if (databaseFailure(err) === 'down') doubtDatabase();
}
