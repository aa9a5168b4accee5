import 'server-only';

/**
 * Values (ids, dates, numbers, booleans; null as NULL) as one PostgreSQL array literal, for `= any($1::uuid[])` and
 * `unnest($1::date[])`: one parameter however many values. Not for free text, which needs quoting.
 */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

/** The rows of a raw `db.execute` result, the same on PGlite and node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL's SQLSTATE of a failed query, looking through drizzle's wrapper. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

// Deadlock and serialisation failures: the transaction did nothing and may simply run again.
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again (up to 3 times) when PostgreSQL chose it as a deadlock victim. */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a value that can be a uuid key, so other strings never reach a uuid column. */
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
