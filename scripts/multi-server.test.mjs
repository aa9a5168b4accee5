// Two servers behind nginx, as scripts/multi-server.sh starts them (bound to 127.0.0.1, nginx speaking HTTPS with a
// certificate made for the run), on a PostgreSQL database of their own and the shared Redis: migrations run once when
// both start together, pages answer behind TLS, a catalogue change made through one server is on the other's kept
// pages at once, rooms taken through one are never offered by the other, a session made on one server works on the
// other, rate limits count across both, nginx sets the client's address, and stopping a server (SIGTERM, then SIGKILL
// for the other one) loses no GET that nginx can pass on. Needs a production build (`npm run build`), PostgreSQL
// (TEST_DATABASE_URL's server, trust or password in the URL) and Redis (REDIS_TEST_URL); nginx is installed from
// Debian's packages by the script when missing. Everything runs on 127.0.0.1 and is stopped, dropped and deleted at
// the end. Run: node --test scripts/multi-server.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';
import { cacheKeyPrefix } from '../lib/cache/settings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUN = randomBytes(4).toString('hex');
const DATABASE = `staynaija_multi_${RUN}`;
const pgServer = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const adminUrl = Object.assign(new URL(pgServer), { pathname: '/postgres' }).toString();
const databaseUrl = Object.assign(new URL(pgServer), { pathname: `/${DATABASE}` }).toString();
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const STATE = path.join(ROOT, '.data', `multi-server-test-${RUN}`);
const REQUEST_TIMEOUT_MS = 15_000;
const TLS_CERT = path.join(STATE, 'tls', 'cert.pem');
const TLS_KEY = path.join(STATE, 'tls', 'key.pem');

/** Client addresses of this run: X-Forwarded-For values written straight to a server (as nginx would). */
const fakeAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
/** Source addresses for connections to nginx: any 127.x.y.z is this machine's loopback. */
const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const usedAddresses = new Set();
const address = (make) => {
  const a = make();
  usedAddresses.add(a);
  return a;
};
let emailCount = 0;
const email = () => `multi.${RUN}.${++emailCount}@example.com`;

const ports = { nginx: 0, a: 0, b: 0 };
let databaseCreated = false;
let failed = false;
const migrations = JSON.parse(fs.readFileSync(path.join(ROOT, 'lib/db/migrations/meta/_journal.json'), 'utf8'));

/** One step of the run; the steps share the servers, so after a failure the rest are skipped. */
function step(name, timeout, fn) {
  test(name, { timeout }, async (t) => {
    if (failed) return t.skip('an earlier step failed');
    try {
      await fn(t);
    } catch (err) {
      failed = true;
      throw err;
    }
  });
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP request to 127.0.0.1:port; resolves with status, headers and the body's text. An answer cut after it had
 * begun rejects with `answerBegun`.
 */
function request(port, urlPath, { method = 'GET', headers = {}, json, agent = false, localAddress } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const allHeaders = { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  // An explicit length (0 without a body): a chunked POST would count as a body that is not JSON.
  if (method !== 'GET') allHeaders['content-length'] = String(Buffer.byteLength(body ?? ''));
  // nginx speaks HTTPS with the run's own certificate; the servers behind it plain HTTP on loopback.
  const tls = port === ports.nginx;
  const client = tls ? https : http;
  const ca = tls ? fs.readFileSync(TLS_CERT) : undefined;
  return new Promise((resolve, reject) => {
    const req = client.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers: allHeaders, agent, localAddress, ca },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) }),
        );
        // The answer had begun (status and headers came) when it was cut.
        res.on('error', (err) => reject(Object.assign(err, { answerBegun: true })));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${urlPath} on ${port}: no answer`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** name=value of a Set-Cookie header of the answer. */
function cookieFrom(res, name) {
  const line = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  assert.ok(line, `the answer sets ${name}`);
  return line.split(';')[0];
}

function runScript(command) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NGINX_PORT: String(ports.nginx),
    TLS_CERT,
    TLS_KEY,
    APP_PORTS: `${ports.a} ${ports.b}`,
    MULTI_SERVER_DIR: STATE,
    TRUSTED_PROXY_COUNT: '1',
    DEV_OUTBOX: 'true',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    START_TIMEOUT: '100',
  };
  delete env.SITE_URL;
  delete env.PORT;
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/multi-server.sh', command], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(output.replace(/^/gm, '  | '));
      if (code === 0) resolve(output);
      else reject(new Error(`multi-server.sh ${command} exited with ${code}`));
    });
  });
}

const pidOf = (name) => Number(fs.readFileSync(path.join(STATE, `${name}.pid`), 'utf8').trim());

/** Whether a process runs (an exited process waiting for its parent to read its status does not). */
function alive(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs after ${ms} ms`);
    await sleep(50);
  }
}

/** The JSON lines of a log file (other lines skipped). */
function jsonLines(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}
const appLog = (n) => jsonLines(path.join(STATE, `app-${n}.log`));
const accessLog = () => jsonLines(path.join(STATE, 'nginx', 'logs', 'staynaija-access.log'));
const upstreamsOf = (entry) =>
  entry.upstream
    .split(/[,:]\s*/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The latest 6-digit code sent to an address, from the development outbox (read on the given server). */
async function latestCode(port, to) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await request(port, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    assert.equal(res.status, 200, res.text);
    const code = /\b(\d{6})\b/.exec(res.json().messages[0]?.body ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${to}`);
    await sleep(100);
  }
}

/**
 * Requests through nginx from several clients at once while `during` runs (it stops a server), each client going
 * round `requests` ("GET /path" or "POST /path"); every answer and error is recorded.
 */
async function streamThroughNginx(requests, during, clients = 4) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: clients, ca: fs.readFileSync(TLS_CERT) });
  const results = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let i = c; running; i++) {
      const [method, urlPath] = requests[i % requests.length].split(' ');
      const at = Date.now();
      try {
        const res = await request(ports.nginx, urlPath, { method, agent });
        results.push({ method, urlPath, at, status: res.status, text: res.status === 200 ? '' : res.text });
      } catch (err) {
        results.push({ method, urlPath, at, status: 0, text: String(err), begun: Boolean(err.answerBegun) });
      }
    }
  });
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(loops);
    agent.destroy();
  }
  return results;
}

/** Every request answered 200; with `allowCut`, except answers that were cut after they had begun. */
function assertAllAnswered(results, what, { allowCut = false } = {}) {
  const unanswered = results.filter((r) => r.status !== 200 && !(allowCut && r.begun));
  assert.ok(results.length >= 10, `${what}: only ${results.length} requests were made`);
  assert.deepEqual(unanswered, [], `${what}: ${unanswered.length} of ${results.length} requests were not answered 200`);
}

before(async () => {
  assert.ok(fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')), 'a production build is needed: npm run build');
  ports.nginx = await freePort();
  ports.a = await freePort();
  ports.b = await freePort();
  // A certificate for 127.0.0.1 of this run's own, which only this test trusts.
  fs.mkdirSync(path.dirname(TLS_CERT), { recursive: true });
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', TLS_KEY, '-out', TLS_CERT],
    ],
    { stdio: 'ignore' },
  );
  await query(adminUrl, `create database "${DATABASE}"`);
  databaseCreated = true;
});

after(async () => {
  const problems = [];
  const attempt = async (what, fn) => {
    try {
      await fn();
    } catch (err) {
      problems.push(`${what}: ${err}`);
    }
  };
  if (fs.existsSync(STATE)) {
    await attempt('stop', () => runScript('stop'));
    if (failed) {
      for (const file of ['app-1.log', 'app-2.log', 'nginx/logs/error.log']) {
        const full = path.join(STATE, file);
        if (fs.existsSync(full)) {
          const tail = fs.readFileSync(full, 'utf8').split('\n').slice(-25).join('\n');
          process.stdout.write(`--- end of ${file}\n${tail}\n`);
        }
      }
    }
  }
  if (databaseCreated) {
    await attempt('drop database', () => query(adminUrl, `drop database if exists "${DATABASE}" with (force)`));
  }
  await attempt('redis keys', async () => {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      const ours = [];
      for await (const keys of redis.scanIterator({ MATCH: 'ratelimit:*', COUNT: 1000 })) {
        for (const key of [keys].flat()) {
          const last = key.slice(key.lastIndexOf(':') + 1);
          if (key.includes(RUN) || usedAddresses.has(last)) ours.push(key);
        }
      }
      // The pages and catalogue reads the servers kept for this run's database.
      for await (const keys of redis.scanIterator({ MATCH: `${cacheKeyPrefix(databaseUrl)}*`, COUNT: 1000 })) {
        ours.push(...[keys].flat());
      }
      if (ours.length) await redis.del(ours);
    } finally {
      await redis.quit();
    }
  });
  // The logs stay for a failed run (their place is printed); a passing run leaves nothing behind.
  if (!failed) fs.rmSync(STATE, { recursive: true, force: true });
  else process.stdout.write(`state, logs and nginx configuration of the failed run: ${STATE}\n`);
  assert.deepEqual(problems, [], 'clean-up');
});

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

/** A featured property of the seeded catalogue, read through one server. */
async function featuredProperty(port, index = 0) {
  const res = await request(port, '/api/featured-hotels', { headers: { 'x-forwarded-for': address(fakeAddress) } });
  assert.equal(res.status, 200, res.text);
  const hotel = res.json().hotels[index];
  assert.ok(hotel, 'the catalogue has featured properties');
  return hotel;
}

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

step(
  "a description edited through one server is on the other server's kept page within a second",
  60_000,
  async (t) => {
    const hotel = await featuredProperty(ports.a, 1);
    const page = `/hotel/${hotel.slug}`;
    const headers = { 'x-forwarded-for': address(fakeAddress) };
    // Kept on server B (and, with the cache shared, for both).
    for (let i = 0; i < 2; i++) assert.equal((await request(ports.b, page, { headers })).status, 200);
    const description = `Repainted in terracotta and cream, run ${RUN} at ${Date.now()}.`;
    const edited = await request(ports.a, '/api/dev/catalogue', {
      method: 'POST',
      headers,
      json: { slug: hotel.slug, description },
    });
    assert.equal(edited.status, 200, edited.text);
    const changedAt = Date.now();
    for (;;) {
      const res = await request(ports.b, page, { headers });
      if (res.text.includes(description)) break;
      assert.ok(Date.now() - changedAt < 1_000, 'server B shows the new description within a second');
      await sleep(50);
    }
    t.diagnostic(`server B showed it ${Date.now() - changedAt} ms after server A changed it`);
    const viaNginx = await request(ports.nginx, `/fr${page}`);
    assert.ok(viaNginx.text.includes(description), 'and so does every language through nginx');
  },
);

step('rooms taken through one server are never offered as free by the other', 60_000, async () => {
  const hotel = await featuredProperty(ports.a, 2);
  const stay = { checkInDate: '2030-05-04', checkOutDate: '2030-05-06' };
  const availability = async (port) => {
    const query = new URLSearchParams({ ...stay, rooms: '1' });
    const res = await request(port, `/api/hotels/${hotel._id}/search-availability?${query}`, {
      headers: { 'x-forwarded-for': address(fakeAddress) },
    });
    assert.equal(res.status, 200, res.text);
    return res.json().response;
  };
  // Asked of server B first, so that anything it might keep is already there.
  const before = await availability(ports.b);
  const room = before.find((r) => r.roomsLeft > 0 && r.roomsLeft <= 10);
  assert.ok(room, 'a room category with free rooms');
  const taken = await request(ports.a, `/api/bookings/${hotel._id}/new`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address(fakeAddress) },
    json: {
      ...stay,
      bookingInfo: {
        email: email(),
        fullName: 'Ngozi Eze',
        phoneNumber: '08031234567',
        location: { address: '4 Marina Road', state: 'Lagos', zipCode: '', country: 'Nigeria' },
      },
      guests: { adults: 1, children: 0 },
      guestDetails: [],
      rooms: [{ numberOfRooms: room.roomsLeft, room: room.categoryId }],
      specialRequest: '',
      purpose: 'Leisure',
      arrivalTime: '1:00pm-2:00pm',
      paperlessConfirmation: true,
    },
  });
  assert.equal(taken.status, 201, taken.text);
  const after = await availability(ports.b);
  assert.equal(after.find((r) => r.categoryId === room.categoryId)?.roomsLeft ?? 0, 0, 'server B offers none of them');
  const viaNginx = await availability(ports.nginx);
  assert.equal(viaNginx.find((r) => r.categoryId === room.categoryId)?.roomsLeft ?? 0, 0, 'nor does nginx');
});

step('a session made on one server works on the other, and ends on both', 60_000, async () => {
  const guest = { email: email(), ip: address(fakeAddress) };
  const headers = { 'x-forwarded-for': guest.ip };
  let res = await request(ports.a, '/api/user_auth/get-email-code', {
    method: 'POST',
    headers,
    json: { email: guest.email },
  });
  assert.equal(res.status, 200, res.text);
  // The code was stored by server A; server B reads it from the same database.
  const otp = Number(await latestCode(ports.b, guest.email));
  res = await request(ports.a, '/api/user_auth/verify-email', {
    method: 'POST',
    headers,
    json: { email: guest.email, otp },
  });
  assert.equal(res.status, 200, res.text);
  const proof = cookieFrom(res, 'sn_signup_proof');
  res = await request(ports.a, '/api/user_auth/signup', {
    method: 'POST',
    headers: { ...headers, cookie: proof },
    json: {
      email: guest.email,
      password: 'secret123',
      fullName: 'Ada Obi',
      phoneNumber: `080${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    },
  });
  assert.equal(res.status, 201, res.text);
  const session = cookieFrom(res, 'sn_session');

  res = await request(ports.b, '/api/user/my-details', { headers: { ...headers, cookie: session } });
  assert.equal(res.status, 200, `server B knows the session made on server A: ${res.text}`);
  assert.equal(res.json().userDetails.email, guest.email);
  res = await request(ports.nginx, '/api/user/my-details', { headers: { cookie: session } });
  assert.equal(res.status, 200, res.text);

  res = await request(ports.b, '/api/user_auth/logout', { method: 'POST', headers: { ...headers, cookie: session } });
  assert.equal(res.status, 200, res.text);
  res = await request(ports.a, '/api/user/my-details', { headers: { ...headers, cookie: session } });
  assert.equal(res.status, 401, 'a session ended on server B has ended on server A');

  // Signed in again, through nginx, from an address of this run, with an X-Forwarded-For of the client's own making:
  // the session records the address nginx saw, not the one the client wrote.
  const source = address(loopbackAddress);
  res = await request(ports.nginx, '/api/user_auth/login', {
    method: 'POST',
    localAddress: source,
    headers: { 'x-forwarded-for': '203.0.113.9' },
    json: { email: guest.email, password: 'secret123' },
  });
  assert.equal(res.status, 200, res.text);
  const again = cookieFrom(res, 'sn_session');
  res = await request(ports.nginx, '/api/user/sessions', { localAddress: source, headers: { cookie: again } });
  assert.equal(res.status, 200, res.text);
  const current = res.json().sessions.find((s) => s.current);
  assert.equal(current?.ipAddress, source, 'the client address is the one nginx received the request from');
});

step('rate limits count across both servers', 60_000, async () => {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    // Code sends (3 per client address in 15 minutes), each to a new address so that only the client's budget counts.
    const sendCodes = async (servers, ip, times) => {
      const statuses = [];
      for (let i = 0; i < times; i++) {
        const res = await request(servers[i % servers.length], '/api/user_auth/get-email-code', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { email: email() },
        });
        statuses.push(res.status);
      }
      return statuses;
    };
    const oneServer = await sendCodes([ports.a], address(fakeAddress), 5);
    const bothServers = await sendCodes([ports.a, ports.b], address(fakeAddress), 5);
    assert.deepEqual(oneServer, [200, 200, 200, 429, 429], 'on one server the fourth send is refused');
    assert.deepEqual(bothServers, oneServer, 'alternating between the servers, the same total trips the limit');

    // Sign-in attempts (10 per client address in 15 minutes), alternating A and B; each to another unknown account,
    // so that only the client's budget counts (not the per-account slow-down).
    const ip = address(fakeAddress);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const res = await request(i % 2 ? ports.b : ports.a, '/api/user_auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        json: { email: email(), password: 'not-the-password' },
      });
      statuses.push(res.status === 429 ? `429 ${res.json().code}` : res.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), '429 tooManyAttempts', '429 tooManyAttempts']);
    assert.equal(await redis.get(`ratelimit:login:ip:${ip}`), '12', 'the counter is the one in Redis');

    // Through nginx, from one address, with a different X-Forwarded-For of the client's own on every request: nginx
    // passes them to both servers, and still one budget is spent.
    const source = address(loopbackAddress);
    const before = accessLog().length;
    const viaNginx = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(ports.nginx, '/api/user_auth/get-email-code', {
        method: 'POST',
        localAddress: source,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        json: { email: email() },
      });
      viaNginx.push(res.status);
    }
    assert.deepEqual(viaNginx, oneServer, 'a written X-Forwarded-For does not buy a new budget');
    const served = new Set(accessLog().slice(before).flatMap(upstreamsOf));
    assert.ok(served.has(ports.a) && served.has(ports.b), `served by ${[...served].join(', ')}`);
    assert.equal(await redis.get(`ratelimit:otp:ip:${source}`), '5');
  } finally {
    await redis.quit();
  }
});

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
