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
// The helpers and the groups of scenarios are in scripts/faults/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCluster, outboxRows } from './faults/cluster.mjs';
import {
  check,
  cleanup,
  cleanups,
  LIVE_SEARCH,
  log,
  MISSING_HOTEL_API,
  PG_BIN,
  printLogs,
  SENDING,
  setTmp,
  started,
  timings,
  tmp,
  waitFor,
} from './faults/common.mjs';
import { answersUnavailable, databaseOutage } from './faults/database-faults.mjs';
import { providersHang, redisGone } from './faults/provider-faults.mjs';
import { freePort, silentServer, workingSmtp, workingTermii } from './faults/providers.mjs';
import { request, startServer } from './faults/site.mjs';

const RUN_LIMIT_MS = 170_000;

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
  setTmp(fs.mkdtempSync(path.join(os.tmpdir(), 'staynaija-faults-')));
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
