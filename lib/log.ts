import 'server-only';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
// Read directly (not through lib/env) so that a bad environment can still be logged.
const threshold = order[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? order.info;

function errorFields(err: unknown) {
  if (err instanceof Error) return { error: err.message, errorName: err.name, stack: err.stack };
  return { error: String(err) };
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold) return;
  const { err, ...rest } = fields ?? {};
  const line = JSON.stringify({
    // The monotonic clock: pages being prerendered may log, and must not read the wall clock as they render.
    time: new Date(performance.timeOrigin + performance.now()).toISOString(),
    level,
    msg,
    ...rest,
    ...(err === undefined ? {} : errorFields(err)),
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

/** Structured JSON-lines logger for the server. Pass `err` to attach an error. */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
