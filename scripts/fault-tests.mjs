#!/usr/bin/env node
// Fault tests against the production build (run after `next build`; scripts/test-all.sh does): the real server
// (server.mjs) on a PostgreSQL cluster of its own, made for the run in a temporary folder with initdb and served on a
// free port of 5440–5449, while its providers fail:
//   - a mail server and a Termii that accept connections and never answer: requests that send codes answer at once,
//     and the outbox records each failure and tries again later;
//   - Redis at a port where nothing listens: code-sending limits still hold (counted in PostgreSQL);
//   - the server killed while a message is being sent, and started again (now with providers that answer): every
//     message queued before is delivered, the interrupted one included;
//   - PostgreSQL stopped: pages answer the 503 page and the API JSON 503, each within 2 s; PostgreSQL started again:
//     the same server answers normally, without a restart.
// All traffic goes to 127.0.0.1. The run stops by itself (at most RUN_LIMIT_MS), stops only the processes it started
// (by their PID, and the cluster with pg_ctl) and removes its temporary folder.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
const PG_BIN = findPgBin();
const RUN_LIMIT_MS = 170_000;
/** What the issue asks of every answer while something is down. */
const ANSWER_LIMIT_MS = 2_000;
const NOTIFY_TIMEOUT_MS = 1_500;
const NOTIFY_RETRY_MS = 2_000;
/** What an outbox row says while its send is under way (lib/services/notify/outbox.ts, INTERRUPTED). */
const SENDING = /did not finish/;

const unavailableText = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/en/unavailable.json'), 'utf8'));
const unavailableTextFr = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/fr/unavailable.json'), 'utf8'));
const errorTexts = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages/en/errors.json'), 'utf8'));

/** A database read that answers 404 while PostgreSQL is up. */
const MISSING_HOTEL_API = '/api/hotels/00000000-0000-4000-8000-000000000000';
// A live search: rendered from the database for each request, never kept.
const LIVE_SEARCH = '/hotels?location=Faultville';

const started = Date.now();
const timings = [];
const cleanups = [];
let tmp;

function log(line) {
  process.stdout.write(`[faults ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value; fails with `what` after `limitMs`. */
async function waitFor(what, probe, limitMs, everyMs = 200) {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Ports, fake providers

async function listening(server, port = 0) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  // smtp-server keeps its net.Server in .server.
  return (server.server ?? server).address().port;
}

async function portIsFree(port) {
  const probe = net.createServer();
  try {
    await new Promise((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
    return true;
  } catch {
    return false;
  }
}

/** A free port chosen by the system; nothing listens on it once this returns. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word: a mail server or an API that hangs. */
async function silentServer() {
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listening(server);
  cleanups.push(async () => sockets.forEach((socket) => socket.destroy()));
  return { port, connections: () => connections };
}

/** A mail server that takes every message. */
async function workingSmtp() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const port = await listening(server);
  return { port, received };
}

/** Termii's send API, answering as Termii does when it takes a message. */
async function workingTermii() {
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const sent = JSON.parse(body || '{}');
      received.push(`+${sent.to}`);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message_id: `fault-${received.length}`, message: 'Successfully Sent' }));
    });
  });
  const port = await listening(server);
  return { port, received };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: a cluster of this run's own

const asRoot = process.getuid?.() === 0;

function pgCommand(command, args) {
  const binary = path.join(PG_BIN, command);
  // initdb and postgres refuse to run as root: as root, run them as the postgres user.
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return execFileSync(file, argv, { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
}

async function createCluster() {
  let port;
  for (let candidate = 5440; candidate <= 5449 && !port; candidate += 1) {
    if (await portIsFree(candidate)) port = candidate;
  }
  check(port, 'no free port in 5440–5449 for the test cluster');
  const data = path.join(tmp, 'pg');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(tmp, uid, gid);
  }
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const cluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/staynaija`,
    running: false,
    start() {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${tmp} -c fsync=off -c full_page_writes=off`;
      pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', path.join(tmp, 'pg.log'), '-w', '-t', '30', 'start']);
      cluster.running = true;
    },
    stop(mode = 'fast') {
      pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      cluster.running = false;
    },
  };
  cleanups.push(async () => {
    if (cluster.running) cluster.stop('immediate');
  });
  cluster.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database staynaija');
  await admin.end();
  return cluster;
}

/** A short-lived connection to the test cluster for one look at its tables. */
async function query(cluster, text, values = []) {
  const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const outboxRows = (cluster, recipient) =>
  query(
    cluster,
    `select channel, status, attempts, last_error, next_attempt_at, next_attempt_at > now() as leased
       from notification_outbox where recipient = $1 order by created_at`,
    [recipient],
  );

// ---------------------------------------------------------------------------------------------------------------
// The site

async function startServer(name, env, { databaseUp = true } = {}) {
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
async function request(server, pathname, { method = 'GET', body, ip = '192.0.2.1', headers = {} } = {}) {
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

function within(res, what, limit = ANSWER_LIMIT_MS) {
  check(res.ms < limit, `${what} took ${res.ms} ms (limit ${limit} ms)`);
  timings.push([what, res.ms]);
}

// ---------------------------------------------------------------------------------------------------------------
// The scenarios

async function providersHang(server, cluster, providers) {
  const mail = 'fault.mail@example.com';
  const phone = '+2348031234567';
  await query(
    cluster,
    `insert into users (full_name, email, phone_number, phone_verified_at) values ('Fault Test', 'fault.phone@example.com', $1, now())`,
    [phone],
  );
  const [email, sms] = await Promise.all([
    request(server, '/api/user_auth/get-email-code', { method: 'POST', body: { email: mail }, ip: '198.51.100.1' }),
    request(server, '/api/agent_auth/get-code', {
      method: 'POST',
      body: { phoneNumber: '08031234567' },
      ip: '198.51.100.2',
    }),
  ]);
  check(email.status === 200, `e-mail code: ${email.status} ${email.text}`);
  check(sms.status === 200, `SMS code: ${sms.status} ${sms.text}`);
  within(email, 'e-mail code request with the mail server hanging', 1_000);
  within(sms, 'SMS code request with Termii hanging', 1_000);
  // While both providers hang, the site answers as usual.
  const health = await request(server, '/api/health');
  check(health.status === 200, `health while providers hang: ${health.status}`);
  within(health, 'health while providers hang', 1_000);

  for (const [recipient, channel] of [
    [mail, 'email'],
    [phone, 'sms'],
  ]) {
    const first = await waitFor(
      `the ${channel} failure recorded`,
      async () =>
        (await outboxRows(cluster, recipient)).find(
          (r) => r.status === 'failed' && r.attempts >= 1 && !SENDING.test(r.last_error),
        ),
      15_000,
    );
    check(first.last_error, `${channel}: no error recorded`);
    check(first.leased, `${channel}: the retry is not scheduled for later`);
    log(
      `${channel}: attempt ${first.attempts} failed ("${first.last_error}"), next at ${first.next_attempt_at.toISOString()}`,
    );
    const retried = await waitFor(
      `a retry of the ${channel} message`,
      async () => {
        const row = (await outboxRows(cluster, recipient))[0];
        return row?.status === 'failed' && row.attempts > first.attempts && !SENDING.test(row.last_error)
          ? row
          : undefined;
      },
      20_000,
    );
    // Back-off: the wait after the second failure is twice the first's.
    const gap = retried.next_attempt_at - first.next_attempt_at;
    check(gap >= 2 * NOTIFY_RETRY_MS, `${channel}: the second wait is not longer (${gap} ms later than the first)`);
    log(`${channel}: attempt ${retried.attempts} failed too, next at ${retried.next_attempt_at.toISOString()}`);
  }
  check(providers.smtp.connections() >= 2, `the mail server saw ${providers.smtp.connections()} connections`);
  check(providers.termii.connections() >= 2, `Termii saw ${providers.termii.connections()} connections`);
  return [mail, phone];
}

async function redisGone(server, cluster) {
  const address = 'fault.limit@example.com';
  const answers = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await request(server, '/api/user_auth/get-email-code', {
      method: 'POST',
      body: { email: address },
      ip: '198.51.100.3',
    });
    within(res, `code request ${i + 1} with Redis gone`);
    answers.push(res);
  }
  check(
    answers.slice(0, 3).every((r) => r.status === 200),
    `first three sends: ${answers.map((r) => r.status).join(', ')}`,
  );
  check(answers[3].status === 429, `fourth send: ${answers[3].status} ${answers[3].text}`);
  check(answers[3].json?.code === 'tooManyCodes', `fourth send: ${answers[3].text}`);
  const [{ n }] = await query(cluster, 'select count(*)::int as n from rate_limits');
  check(n > 0, 'no limit counted in PostgreSQL');
  return address;
}

/** While PostgreSQL is stopped: pages answer the 503 page, the API JSON 503, each within 2 s, `rounds` times. */
async function answersUnavailable(server, rounds, label) {
  const hotel = MISSING_HOTEL_API;
  for (let round = 1; round <= rounds; round += 1) {
    const page = await request(server, '/');
    check(page.status === 503, `home while PostgreSQL is stopped: ${page.status}`);
    check(page.text.includes(unavailableText.text), 'home: not the 503 page');
    check(page.headers.get('content-type')?.startsWith('text/html'), 'home: 503 page is not HTML');
    check(Number(page.headers.get('retry-after')) > 0, 'home: no Retry-After');
    check(page.headers.get('cache-control') === 'private, no-store', 'home: 503 page may be cached');
    within(page, `${label}: page 503 (round ${round})`);

    const live = await request(server, LIVE_SEARCH);
    check(live.status === 503 && live.text.includes(unavailableText.text), `search page: ${live.status}`);
    within(live, `${label}: search page 503 (round ${round})`);

    const french = await request(server, '/fr/hotels');
    check(french.status === 503 && french.text.includes(unavailableTextFr.text), `French page: ${french.status}`);
    within(french, `${label}: French page 503 (round ${round})`);

    const api = await request(server, hotel);
    check(api.status === 503, `API while PostgreSQL is stopped: ${api.status} ${api.text}`);
    check(api.json?.code === 'serviceUnavailable', `API body: ${api.text}`);
    check(api.json?.message === errorTexts.serviceUnavailable, `API message: ${api.text}`);
    check(Number(api.headers.get('retry-after')) > 0, 'API: no Retry-After');
    check(api.headers.get('cache-control') === 'private, no-store', 'API: not private, no-store');
    within(api, `${label}: API 503 (round ${round})`);

    const post = await request(server, '/api/user_auth/get-email-code', {
      method: 'POST',
      body: { email: 'fault.outage@example.com' },
      ip: '198.51.100.5',
    });
    check(post.status === 503 && post.json?.code === 'serviceUnavailable', `POST while stopped: ${post.status}`);
    within(post, `${label}: API POST 503 (round ${round})`);

    const health = await request(server, '/api/health');
    check(health.status === 503 && health.json?.database === 'down', `health while stopped: ${health.status}`);
    within(health, `${label}: health 503 (round ${round})`);
    for (const res of [page, live, api, post, health])
      check(!/\bat \w+ \(|node_modules/.test(res.text), 'a stack trace');
    await sleep(700);
  }
}

async function databaseOutage(server, cluster) {
  const hotel = MISSING_HOTEL_API;
  const search = LIVE_SEARCH;
  const before = await request(server, search);
  check(before.status === 200, `search page before the outage: ${before.status}`);
  check(!/s-maxage/.test(before.headers.get('cache-control') ?? ''), 'the search page was cacheable');
  check((await request(server, hotel)).status === 404, 'hotel API before the outage');

  cluster.stop('fast');
  const stoppedAt = Date.now();
  log('PostgreSQL stopped');
  await answersUnavailable(server, 3, 'PostgreSQL stopped');
  check(!server.exited, 'the server stopped during the outage');

  cluster.start();
  log(`PostgreSQL started again after ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`);
  const restartedAt = Date.now();
  await waitFor(
    'the search page to answer 200 again',
    async () => (await request(server, LIVE_SEARCH)).status === 200,
    15_000,
  );
  const recovery = Date.now() - restartedAt;
  timings.push(['recovery after PostgreSQL returned', recovery]);
  log(`pages answer again ${recovery} ms after PostgreSQL returned, same server (pid ${server.child.pid})`);
  check((await request(server, hotel)).status === 404, 'hotel API after the outage');
  check((await request(server, '/api/health')).status === 200, 'health after the outage');
  const after = await request(server, '/api/user_auth/get-email-code', {
    method: 'POST',
    body: { email: 'fault.after@example.com' },
    ip: '198.51.100.6',
  });
  check(after.status === 200, `code request after the outage: ${after.status} ${after.text}`);
  return 'fault.after@example.com';
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  if (!PG_BIN || !fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    // CI has PostgreSQL's server programs (.ci/run): there the tests must run. Elsewhere they are optional.
    check(
      process.env.CI !== 'true',
      'no PostgreSQL server programs (initdb, pg_ctl): install postgresql or set PG_BIN',
    );
    log('skipped: no PostgreSQL server programs (initdb, pg_ctl) here; install postgresql or set PG_BIN to run them');
    return;
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'staynaija-faults-'));
  // FAULT_TESTS_KEEP=1 keeps the cluster's folder and the servers' logs for a look afterwards.
  if (process.env.FAULT_TESTS_KEEP === '1') log(`keeping ${tmp}`);
  else cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));

  const cluster = await createCluster();
  log(`PostgreSQL cluster of this run on 127.0.0.1:${cluster.port}`);
  const hanging = { smtp: await silentServer(), termii: await silentServer() };
  const closedRedis = await freePort();
  const common = {
    DATABASE_URL: cluster.url,
    TERMII_API_KEY: 'fault-test-key',
    REDIS_URL: `redis://127.0.0.1:${closedRedis}`,
  };

  let server = await startServer('server-1', {
    ...common,
    SMTP_URL: `smtp://127.0.0.1:${hanging.smtp.port}`,
    TERMII_BASE_URL: `http://127.0.0.1:${hanging.termii.port}`,
  });

  log('mail server and Termii hang: requests answer at once, the outbox records failures and retries');
  const queued = await providersHang(server, cluster, hanging);

  log('server killed while a message is being sent');
  const interrupted = 'fault.restart@example.com';
  const res = await request(server, '/api/user_auth/get-email-code', {
    method: 'POST',
    body: { email: interrupted },
    ip: '198.51.100.4',
  });
  check(res.status === 200, `code request before the kill: ${res.status}`);
  await waitFor(
    'the message to be in the middle of its send',
    async () =>
      (await outboxRows(cluster, interrupted)).find(
        (r) => r.attempts >= 1 && r.leased && SENDING.test(r.last_error ?? ''),
      ),
    10_000,
    50,
  );
  const killed = await server.stop('SIGKILL');
  log(`server-1 killed (${killed.signal}); starting server-2 with providers that answer`);
  queued.push(interrupted);

  const smtp = await workingSmtp();
  const termii = await workingTermii();
  server = await startServer('server-2', {
    ...common,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TERMII_BASE_URL: `http://127.0.0.1:${termii.port}`,
  });
  const delivered = await waitFor(
    'every message queued before the restart to be sent',
    async () => {
      for (const recipient of queued) {
        const rows = await outboxRows(cluster, recipient);
        if (rows.length === 0 || rows.some((r) => r.status !== 'sent')) return undefined;
      }
      return true;
    },
    40_000,
    500,
  ).catch(async (err) => {
    for (const recipient of queued) log(`${recipient}: ${JSON.stringify(await outboxRows(cluster, recipient))}`);
    throw err;
  });
  check(delivered, 'messages lost');
  for (const recipient of queued) {
    const provider = recipient.startsWith('+') ? termii.received : smtp.received;
    check(provider.includes(recipient), `${recipient} never reached its provider`);
  }
  log(`every message queued before the restart delivered (${queued.join(', ')}), the interrupted one included`);

  log('Redis gone: code-sending limits still hold, counted in PostgreSQL');
  const limited = await redisGone(server, cluster);
  await waitFor('the codes sent within the limit to be delivered', async () => smtp.received.includes(limited), 10_000);

  log('PostgreSQL stopped under the running server');
  const afterOutage = await databaseOutage(server, cluster);
  await waitFor(
    'the code asked for after the outage to be sent',
    async () => smtp.received.includes(afterOutage),
    15_000,
  );

  log(
    'server stopped (SIGTERM) right after answering a sign-in code request, whose message is queued after the answer',
  );
  const phone = queued.find((r) => r.startsWith('+'));
  const before = (await outboxRows(cluster, phone)).length;
  const signIn = await request(server, '/api/agent_auth/get-code', {
    method: 'POST',
    body: { phoneNumber: '08031234567' },
    ip: '198.51.100.7',
  });
  check(signIn.status === 200, `sign-in code request: ${signIn.status} ${signIn.text}`);
  const stopped = await server.stop('SIGTERM');
  check(stopped.code === 0, `server-2 did not stop cleanly: ${JSON.stringify(stopped)}`);
  const rows = await outboxRows(cluster, phone);
  check(rows.length === before + 1, `the code queued after the answer was lost (${rows.length - before} new rows)`);
  check(rows.at(-1).status === 'sent', `the code queued after the answer: ${rows.at(-1).status}`);
  log('server-2 stopped cleanly after queuing and sending that message');

  log('a server started while PostgreSQL is stopped answers 503, and serves as soon as PostgreSQL starts');
  cluster.stop('fast');
  server = await startServer(
    'server-3',
    { ...common, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TERMII_BASE_URL: `http://127.0.0.1:${termii.port}` },
    { databaseUp: false },
  );
  await answersUnavailable(server, 2, 'started while stopped');
  cluster.start();
  const startedAt = Date.now();
  await waitFor('server-3 to serve pages', async () => (await request(server, LIVE_SEARCH)).status === 200, 15_000);
  timings.push(['server started while PostgreSQL was stopped: serving after it started', Date.now() - startedAt]);
  check((await request(server, MISSING_HOTEL_API)).status === 404, 'server-3: hotel API after PostgreSQL started');
  const third = await server.stop('SIGTERM');
  check(third.code === 0, `server-3 did not stop cleanly: ${JSON.stringify(third)}`);
  log('server-3 serves without a restart, and stopped cleanly');

  // Whatever failed, it failed in a way the site handled: nothing escaped as an uncaught exception or rejection.
  for (const name of ['server-1', 'server-2', 'server-3']) {
    const text = fs.readFileSync(path.join(tmp, `${name}.log`), 'utf8');
    check(!/uncaughtException|unhandledRejection/.test(text), `${name}: an uncaught error in its log`);
  }
}

async function cleanup() {
  while (cleanups.length) {
    const task = cleanups.pop();
    await Promise.resolve()
      .then(task)
      .catch((err) => log(`cleanup: ${err.message}`));
  }
}

function printLogs() {
  if (!tmp || !fs.existsSync(tmp)) return;
  for (const file of fs.readdirSync(tmp).filter((f) => f.endsWith('.log'))) {
    const lines = fs.readFileSync(path.join(tmp, file), 'utf8').trimEnd().split('\n').slice(-40);
    process.stdout.write(`--- last lines of ${file}\n${lines.join('\n')}\n`);
  }
}

const watchdog = setTimeout(async () => {
  log(`FAILED: the run took longer than ${RUN_LIMIT_MS / 1000} s`);
  printLogs();
  await cleanup();
  process.exit(1);
}, RUN_LIMIT_MS);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`stopped by ${signal}`);
    await cleanup();
    process.exit(130);
  });
}

try {
  await main();
  clearTimeout(watchdog);
  await cleanup();
  for (const [what, ms] of timings) log(`  ${String(ms).padStart(5)} ms  ${what}`);
  log(`PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
} catch (err) {
  clearTimeout(watchdog);
  log(`FAILED: ${err.stack ?? err}`);
  printLogs();
  await cleanup();
  process.exit(1);
}
