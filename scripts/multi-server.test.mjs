// Two servers behind nginx, as scripts/multi-server.sh starts them (bound to 127.0.0.1, nginx speaking HTTPS with a
// certificate made for the run), on a PostgreSQL database of their own and the shared Redis: migrations run once when
// both start together, pages answer behind TLS, a catalogue change made through one server is on the other's kept
// pages at once, rooms taken through one are never offered by the other, a session made on one server works on the
// other, rate limits count across both, nginx sets the client's address, and stopping a server (SIGTERM, then SIGKILL
// for the other one) loses no GET that nginx can pass on. Needs a production build (`npm run build`), PostgreSQL
// (TEST_DATABASE_URL's server, trust or password in the URL) and Redis (REDIS_TEST_URL); nginx is installed from
// Debian's packages by the script when missing. Everything runs on 127.0.0.1 and is stopped, dropped and deleted at
// the end. Run: node --test scripts/multi-server.test.mjs
// The set-up, the servers, the requests and the steps on what the servers share are in scripts/multi-server/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { assertAllAnswered, featuredProperty, request, streamThroughNginx } from './multi-server/client.mjs';
import { address, databaseUrl, fakeAddress, migrations, ports, query, sleep, STATE } from './multi-server/context.mjs';
import { cleanUp, setUp, step } from './multi-server/lifecycle.mjs';
import { sharedSteps } from './multi-server/shared-steps.mjs';
import { accessLog, appLog, pidOf, runScript, upstreamsOf, waitUntilGone } from './multi-server/servers.mjs';

before(setUp);

after(cleanUp);

step('both servers start together on an empty database; migrations and the seed run once', 120_000, async (t) => {
  const started = Date.now();
  await runScript('start');
  t.diagnostic(`both servers and nginx answered after ${Date.now() - started} ms`);
  const rows = await query(
    databaseUrl,
    'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash order by min(id)',
  );
  assert.equal(rows.length, migrations.entries.length, 'every migration is recorded');
  assert.ok(
    rows.every((r) => r.n === 1),
    'each migration is recorded once',
  );
  const logs = [appLog(1), appLog(2)];
  for (const [i, lines] of logs.entries()) {
    assert.ok(
      lines.some((l) => l.msg === 'database ready' && l.driver === 'postgres'),
      `server ${i + 1} opened the database`,
    );
    assert.ok(
      lines.some((l) => l.msg === 'server ready'),
      `server ${i + 1} is ready`,
    );
    assert.deepEqual(
      lines.filter((l) => l.level === 'error'),
      [],
      `server ${i + 1} logged no error`,
    );
  }
  const seeded = logs.flat().filter((l) => l.msg === 'demo catalogue seeded');
  assert.equal(seeded.length, 1, 'one server seeded the demo catalogue, the other found it there');
  const [{ n: properties }] = await query(databaseUrl, 'select count(*)::int as n from properties');
  assert.equal(properties, seeded[0].properties, 'the catalogue is there once');
});

step('nginx spreads requests over both servers', 60_000, async () => {
  for (let i = 0; i < 6; i++) assert.equal((await request(ports.nginx, '/api/health')).status, 200);
  const served = new Set(accessLog().flatMap(upstreamsOf));
  assert.ok(served.has(ports.a) && served.has(ports.b), `served by ${[...served].join(', ')}`);
});

step('every language is served through nginx over HTTPS, and by each server as a TLS proxy asks', 120_000, async () => {
  const hotel = await featuredProperty(ports.a);
  const stay = 'checkIn=2030-03-10&checkOut=2030-03-12&adults=2&children=0&room=1';
  const pages = ['/', '/about-us', '/hotels', `/hotel/${hotel.slug}`, `/hotel/result?location=Lagos&${stay}`, '/login'];
  const problems = [];
  for (const language of ['', '/fr', '/zh', '/ar']) {
    for (const page of pages) {
      const target = page === '/' && language ? language : `${language}${page}`;
      const viaNginx = await request(ports.nginx, target);
      if (viaNginx.status !== 200) problems.push(`nginx ${target}: ${viaNginx.status}`);
      else if (!viaNginx.headers['strict-transport-security']) problems.push(`nginx ${target}: no HSTS`);
      for (const port of [ports.a, ports.b]) {
        const direct = await request(port, target, {
          headers: {
            'x-forwarded-proto': 'https',
            'x-forwarded-host': `127.0.0.1:${ports.nginx}`,
            'x-forwarded-for': address(fakeAddress),
          },
        });
        if (direct.status !== 200) problems.push(`server ${port} ${target}: ${direct.status}`);
      }
    }
  }
  assert.deepEqual(problems, []);
  for (const n of [1, 2]) {
    const lines = appLog(n);
    assert.deepEqual(
      lines.filter((l) => l.level === 'error'),
      [],
      `server ${n} logged no error`,
    );
  }
  const raw =
    fs.readFileSync(path.join(STATE, 'app-1.log'), 'utf8') + fs.readFileSync(path.join(STATE, 'app-2.log'), 'utf8');
  assert.doesNotMatch(raw, /Failed to proxy|EPROTO/, 'no server forwarded a request to itself');
});

sharedSteps();

step('stopping a server (SIGTERM) loses no request, POSTs included', 60_000, async (t) => {
  const pid = pidOf('app-1');
  let stoppedAt = 0;
  let stopMs = 0;
  const before = accessLog().length;
  // Signing out without a session changes nothing: a POST that could be repeated here, but that nginx never repeats.
  const requests = ['GET /api/health', 'GET /api/top-destinations', 'POST /api/user_auth/logout'];
  const results = await streamThroughNginx(requests, async () => {
    await sleep(1_500);
    const signalledAt = Date.now();
    process.kill(pid, 'SIGTERM');
    await waitUntilGone(pid, 15_000);
    stoppedAt = Date.now();
    stopMs = stoppedAt - signalledAt;
    await sleep(1_500);
  });
  assertAllAnswered(results, 'SIGTERM');
  assert.ok(
    appLog(1).some((l) => l.msg === 'server stopping' && l.signal === 'SIGTERM'),
    'server A stopped on SIGTERM',
  );
  const afterStop = results.filter((r) => r.at > stoppedAt + 100).length;
  assert.ok(afterStop > 0, 'requests went on after server A had stopped');
  const posts = results.filter((r) => r.method === 'POST').length;
  const retried = accessLog()
    .slice(before)
    .filter((e) => e.upstream.includes(',')).length;
  t.diagnostic(
    `server A ended ${stopMs} ms after SIGTERM; ${results.length} requests (${posts} POST), ${afterStop} after ` +
      `it had ended, ${retried} passed on to server B by nginx, all answered 200`,
  );
});

step('the stopped server starts again on the migrated database', 60_000, async () => {
  const output = await runScript('start');
  assert.match(output, /server 2 already runs/);
  assert.match(output, /nginx already runs/);
  const [{ n }] = await query(databaseUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations');
  assert.equal(n, migrations.entries.length, 'no migration ran again');
  const seeded = [...appLog(1), ...appLog(2)].filter((l) => l.msg === 'demo catalogue seeded');
  assert.equal(seeded.length, 1, 'nothing seeded again');
  // nginx takes server A back once its failures have aged (fail_timeout); wait until it serves a request again.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const before = accessLog().length;
    assert.equal((await request(ports.nginx, '/api/health')).status, 200);
    if (
      accessLog()
        .slice(before)
        .some((e) => upstreamsOf(e).at(-1) === ports.a)
    )
      break;
    assert.ok(Date.now() < deadline, 'nginx sends requests to server A again');
    await sleep(250);
  }
});

step('killing a server outright (SIGKILL) loses no GET request that nginx can pass on', 60_000, async (t) => {
  const pid = pidOf('app-2');
  const before = accessLog().length;
  // Requests in flight on the killed server are lost to it: nginx passes on the GETs of which nothing has reached the
  // client yet (POSTs it must not repeat). An answer the killed server was in the middle of sending (nginx had passed
  // on its beginning) cannot be taken back: it ends cut, and the client sees that.
  const results = await streamThroughNginx(['GET /api/health', 'GET /api/top-destinations'], async () => {
    await sleep(1_500);
    process.kill(-pid, 'SIGKILL');
    await waitUntilGone(pid, 5_000);
    await sleep(1_500);
  });
  assertAllAnswered(results, 'SIGKILL', { allowCut: true });
  const cut = results.filter((r) => r.begun).length;
  const retried = accessLog()
    .slice(before)
    .filter((e) => e.upstream.includes(','));
  t.diagnostic(
    `${results.length} requests, ${retried.length} passed on to server A by nginx, ` +
      `${results.length - cut} answered 200, ${cut} cut by the kill in the middle of the answer`,
  );
});
