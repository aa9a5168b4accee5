// What the fault tests (scripts/fault-tests.mjs) share: the repository, PostgreSQL's programs, the limits and texts
// the answers are held to, the run's state (its timings, clean-ups and temporary folder), the log and the checks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** PostgreSQL's server programs: PG_BIN, else Debian's newest /usr/lib/postgresql/{version}/bin. */
function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}
export const PG_BIN = findPgBin();
/** What the issue asks of every answer while something is down. */
export const ANSWER_LIMIT_MS = 2_000;
export const NOTIFY_TIMEOUT_MS = 1_500;
export const NOTIFY_RETRY_MS = 2_000;
/** What an outbox row says while its send is under way (lib/services/notify/outbox.ts, INTERRUPTED). */
export const SENDING = /did not finish/;

export const unavailableText = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/en/unavailable.json'), 'utf8'));
export const unavailableTextFr = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/fr/unavailable.json'), 'utf8'));
export const errorTexts = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/en/errors.json'), 'utf8'));

/** A database read that answers 404 while PostgreSQL is up. */
export const MISSING_HOTEL_API = '/api/hotels/00000000-0000-4000-8000-000000000000';
// A live search: rendered from the database for each request, never kept.
export const LIVE_SEARCH = '/hotels?location=Faultville';

export const started = Date.now();
export const timings = [];
export const cleanups = [];
export let tmp;

/** The run's temporary folder, made by scripts/fault-tests.mjs once it knows it can run. */
export function setTmp(dir) {
  tmp = dir;
}

export function log(line) {
  process.stdout.write(`[faults ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value; fails with `what` after `limitMs`. */
export async function waitFor(what, probe, limitMs, everyMs = 200) {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export async function cleanup() {
  while (cleanups.length) {
    const task = cleanups.pop();
    await Promise.resolve()
      .then(task)
      .catch((err) => log(`cleanup: ${err.message}`));
  }
}

export function printLogs() {
  if (!tmp || !fs.existsSync(tmp)) return;
  for (const file of fs.readdirSync(tmp).filter((f) => f.endsWith('.log'))) {
    const lines = fs.readFileSync(path.join(tmp, file), 'utf8').trimEnd().split('\n').slice(-40);
    process.stdout.write(`--- last lines of ${file}\n${lines.join('\n')}\n`);
  }
}
