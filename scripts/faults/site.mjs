// The site: the production server (server.mjs) started for a scenario, and timed requests to it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ANSWER_LIMIT_MS,
  check,
  cleanups,
  LIVE_SEARCH,
  log,
  MISSING_HOTEL_API,
  NOTIFY_RETRY_MS,
  NOTIFY_TIMEOUT_MS,
  ROOT,
  timings,
  tmp,
  waitFor,
} from './common.mjs';
import { freePort } from './providers.mjs';

export async function startServer(name, env, { databaseUp = true } = {}) {
  check(fs.existsSync(path.join(ROOT, '.next/BUILD_ID')), 'no production build: run `npx next build` first');
  const port = await freePort();
  const logFile = path.join(tmp, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmp,
      TMPDIR: os.tmpdir(),
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_DATA: 'false',
      // Each scenario plays a client of its own (X-Forwarded-For), so one's limits never touch another's.
      TRUSTED_PROXY_COUNT: '1',
      NOTIFY_TIMEOUT_MS: String(NOTIFY_TIMEOUT_MS),
      NOTIFY_RETRY_MS: String(NOTIFY_RETRY_MS),
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  fs.closeSync(out);
  const server = {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    logFile,
    exited: null,
    child,
    async stop(signal = 'SIGTERM') {
      if (server.exited) return server.exited;
      const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve({ code, signal: sig })));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  child.once('exit', (code, signal) => (server.exited = { code, signal }));
  cleanups.push(() => server.stop('SIGKILL'));
  await waitFor(
    `${name} to answer /api/health`,
    async () => {
      if (server.exited) throw new Error(`${name} exited: ${JSON.stringify(server.exited)}`);
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(3_000) });
      return res.status === (databaseUp ? 200 : 503);
    },
    60_000,
    300,
  ).catch((err) => {
    if (server.exited) throw new Error(`${name} exited (${JSON.stringify(server.exited)}); see ${logFile}`);
    throw err;
  });
  // The first request to a route loads its code, which can take seconds on a busy machine: load every route the
  // scenarios time, with requests that change nothing (refused bodies, a missing hotel, a search for nowhere).
  const warmUp = [
    request(server, '/api/user_auth/get-email-code', { method: 'POST', body: {}, ip: '192.0.2.9' }),
    request(server, '/api/agent_auth/get-code', { method: 'POST', body: {}, ip: '192.0.2.9' }),
    request(server, MISSING_HOTEL_API),
    request(server, LIVE_SEARCH),
  ];
  const statuses = (await Promise.all(warmUp)).map((r) => r.status).join();
  const expected = databaseUp ? '400,400,404,200' : '503,503,503,503';
  check(statuses === expected, `warm-up answers: ${statuses} (expected ${expected})`);
  log(`${name} ready on port ${port} (pid ${child.pid})`);
  return server;
}

/** One request to the site, timed. */
export async function request(server, pathname, { method = 'GET', body, ip = '192.0.2.1', headers = {} } = {}) {
  const t0 = Date.now();
  const res = await fetch(`${server.base}${pathname}`, {
    method,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
    headers: {
      'X-Forwarded-For': ip,
      ...(body !== undefined && { 'Content-Type': 'application/json', Origin: server.base }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = Date.now() - t0;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms };
}

export function within(res, what, limit = ANSWER_LIMIT_MS) {
  check(res.ms < limit, `${what} took ${res.ms} ms (limit ${limit} ms)`);
  timings.push([what, res.ms]);
}
