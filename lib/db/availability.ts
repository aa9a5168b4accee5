/**
 * Whether the database can be reached, as this server last found it. Pages (proxy.ts) and API handlers (lib/api) ask
 * before doing any work, so that while PostgreSQL is down they answer 503 at once instead of failing or waiting, and
 * they find it again by themselves when it returns.
 *
 * No database driver is imported here: the proxy reads this module too. lib/db registers the check that really
 * reaches the database; until it does (PGlite, tests, the first instant of a start) the database counts as available.
 * The state lives on globalThis because the proxy, the instrumentation hook and the route bundles each get their own
 * copy of this module.
 */

/** How long a successful check vouches for the database before a request checks again. */
export const FRESH_MS = 1_000;
/** While the database is down, how often a request may try it again; the others answer 503 at once. */
export const RETRY_MS = 1_000;
/** What a 503 asks clients to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

interface State {
  up: boolean;
  /** When `up` was last established (Date.now()). */
  checkedAt: number;
  /** Opens the database when needed and runs a trivial query; true when it answered in time. */
  check?: () => Promise<boolean>;
  running?: Promise<boolean>;
  /** Called when the verdict changes, for the log. */
  onChange?: (up: boolean) => void;
}

const shared = globalThis as unknown as { __staynaijaDatabaseAvailability?: State };
const state: State = (shared.__staynaijaDatabaseAvailability ??= { up: true, checkedAt: 0 });

function settle(up: boolean) {
  const changed = state.up !== up;
  state.up = up;
  state.checkedAt = Date.now();
  if (changed) state.onChange?.(up);
}

/** Installs the check that reaches the database (lib/db), and what to do when the verdict changes. */
export function registerDatabaseCheck(check: () => Promise<boolean>, onChange?: State['onChange']): void {
  state.check = check;
  state.onChange = onChange;
}

/**
 * A query failed because the database could not be reached (or a connection was lost): the next request checks it
 * again before using it, rather than trusting the last verdict. A single lost connection costs one quick check; a
 * database that is really down is found so at once.
 */
export function doubtDatabase(): void {
  if (!state.check) return;
  state.checkedAt = 0;
  void checkDatabase();
}

/** A pause of the event loop longer than this makes a failed check inconclusive. */
export const STALL_MS = 300;
const TICK_MS = 50;

/** Watches the event loop while a check runs: the longest time it went without turning (ms). */
function watchStalls() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  timer.unref?.();
  return () => {
    clearInterval(timer);
    return Math.max(longest, performance.now() - last - TICK_MS);
  };
}

/**
 * Runs the registered check now (one at a time), records and returns its verdict. A failure while this process was
 * itself too busy to turn its event loop (loading a route's code at start, say) proves nothing about the database:
 * a time limit may have run out only because its answer could not be read. Then the last verdict stands, and the next
 * request checks again.
 */
export function checkDatabase(): Promise<boolean> {
  const check = state.check;
  if (!check) return Promise.resolve(true);
  state.running ??= (async () => {
    const stalled = watchStalls();
    const up = await check().catch(() => false);
    // Stopped whatever the verdict: a watch left running would tick for ever, and keep the request that started it.
    const longestStall = stalled();
    if (!up && longestStall > STALL_MS) return state.up;
    settle(up);
    return up;
  })().finally(() => {
    state.running = undefined;
  });
  return state.running;
}

/**
 * True when the database may be used. Answers from the last verdict while it is recent (1 s); otherwise one request
 * checks again (bounded by the check's own time limit) and the ones arriving meanwhile share its answer.
 */
export async function databaseAvailable(): Promise<boolean> {
  if (!state.check) return true;
  const age = Date.now() - state.checkedAt;
  if (age < (state.up ? FRESH_MS : RETRY_MS)) return state.up;
  return checkDatabase();
}

/** The last verdict, without checking: false only while the database is known to be down. */
export function databaseKnownDown(): boolean {
  return Boolean(state.check) && !state.up;
}

// Connection failures as Node reports them, and PostgreSQL's connection exceptions (class 08) and shutdowns (57P0x).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// What node-postgres throws when a connection ends, cannot be made in time, or a query gets no answer in time.
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection closed/i;

/**
 * Why a query failed, when the database is to blame: 'down' when it could not be reached (connection refused, lost or
 * timed out), 'slow' when it cancelled a statement that ran past the time limit; undefined for any other error.
 */
export function databaseFailure(err: unknown): 'down' | 'slow' | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return 'down';
    if (code === '57014') return 'slow';
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return 'down';
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}
