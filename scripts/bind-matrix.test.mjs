// `npm start` bound to each interface an operator may choose (HOSTNAME or -H: 127.0.0.1, ::1, 0.0.0.0, localhost),
// and asked as a TLS-terminating proxy in front of it asks (X-Forwarded-Proto: https, X-Forwarded-Host): every page
// type answers in all four languages with its status, never a redirect to itself or a 5xx. Needs a production build
// (`npm run build`). Each server runs on an embedded database of its own in a temporary folder, on loopback only, on a
// port of its own with SITE_URL unset (links name that port). A server started so has none of the development routes.
// Run: node --test scripts/bind-matrix.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['', '/fr', '/zh', '/ar'];
const BINDS = [
  { name: '127.0.0.1', flag: '-H', connect: '127.0.0.1' },
  { name: '::1', env: 'HOSTNAME', connect: '::1' },
  { name: '0.0.0.0', flag: '-H', connect: '127.0.0.1' },
  { name: 'localhost', env: 'HOSTNAME', connect: 'localhost' },
];
const PROXIED = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'stays.example.ng',
  'x-forwarded-for': '203.0.113.7',
};

const started = [];
after(() => {
  for (const { child, dir } of started) {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One request to a server; `payload`, when given, is sent as the body. */
function send(host, port, method, urlPath, headers = {}, payload = undefined) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: urlPath, method, headers, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} took longer than 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (host, port, urlPath, headers = {}) => send(host, port, 'GET', urlPath, headers);

/**
 * A server bound as `bind` says, on `port`, with an embedded database of its own; its output is collected. `cwd`: the
 * project folder it runs in (this one by default).
 */
function spawnServer(bind, port, cwd = ROOT) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staynaija-bind-'));
  const args = ['server.mjs', '-p', String(port), ...(bind.flag ? [bind.flag, bind.name] : [])];
  const env = { ...process.env, PGLITE_DATA_DIR: path.join(dir, 'pglite'), TRUSTED_PROXY_COUNT: '1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'HOSTNAME', 'SITE_URL', 'DEV_OUTBOX']) delete env[name];
  if (bind.env) env[bind.env] = bind.name;
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { child, dir, output: '' };
  child.stdout.on('data', (d) => (server.output += d));
  child.stderr.on('data', (d) => (server.output += d));
  started.push(server);
  return server;
}

/** The code a server ended with; a server still running after 30 s fails the test. */
function exitCode(server) {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server kept running:\n${server.output}`)), 30_000);
    server.child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function startServer(bind) {
  const port = await freePort();
  const server = spawnServer(bind, port);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server bound to ${bind.name} ended:\n${server.output}`);
    const health = await get(bind.connect, port, '/api/health').catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server bound to ${bind.name} never answered:\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, output: () => server.output };
}

/** Every page type, with the status it answers: the catalogue's own ids and slugs are read from the server. */
async function pageTypes(host, port) {
  const featured = JSON.parse((await get(host, port, '/api/featured-hotels')).body).hotels;
  const hotel = featured[0];
  const slug = hotel.hotelName
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-');
  const { rooms } = JSON.parse((await get(host, port, `/api/hotels/${hotel._id}/rooms`)).body);
  const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  const stay = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&room=1`;
  const selection = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1&selection=${rooms[0]._id}:1`;
  return [
    ['/', 200],
    ['/about-us', 200],
    ['/contact-us', 200],
    ['/privacy-policy', 200],
    ['/terms-of-use', 200],
    ['/login', 200],
    ['/register', 200],
    ['/forgot-password', 200],
    ['/hotels', 200],
    [`/hotel/result?location=Lagos&${stay}`, 200],
    ['/hotel/top-destination?state=Lagos', 200],
    ['/hotel/categories?category=hotels', 200],
    [`/hotel/${slug}`, 200],
    [`/hotel/${slug}/rooms?${stay}`, 200],
    [`/hotel/booking-details/${hotel._id}?${selection}`, 200],
    // Signed-in guests' pages: a visitor is sent to the sign-in page.
    ['/hotel/settings', 307],
    ['/hotel/liked', 307],
    ['/no-such-page', 404],
  ];
}

for (const bind of BINDS) {
  test(`bound to ${bind.name}, directly and behind a TLS proxy`, { timeout: 300_000 }, async () => {
    const { port, output } = await startServer(bind);
    const pages = await pageTypes(bind.connect, port);
    const problems = [];
    for (const language of LANGUAGES) {
      for (const [page, status] of pages) {
        const address = `${language}${page === '/' && language ? '' : page}`;
        for (const [how, headers] of [
          ['direct', {}],
          ['proxied', PROXIED],
        ]) {
          const res = await get(bind.connect, port, address, headers);
          if (res.status !== status) problems.push(`${how} ${address}: ${res.status}, expected ${status}`);
          else if (status === 200 && !/<html lang="(en|fr|zh|ar)"/.test(res.body))
            problems.push(`${how} ${address}: no page in its language`);
          else if (status === 307 && !/^\/(fr\/|zh\/|ar\/)?login$/.test(res.headers.location ?? ''))
            problems.push(`${how} ${address}: sent to ${res.headers.location}`);
        }
      }
    }
    assert.deepEqual(problems, [], `bound to ${bind.name}:\n${problems.join('\n')}\n${output().slice(-4000)}`);
    // SITE_URL is unset: the site's own address (canonical links, links in messages, the payment return) is this
    // server's port, not another one nobody answers.
    const home = await get(bind.connect, port, '/');
    assert.match(home.body, new RegExp(`<link rel="canonical" href="http://localhost:${port}/?"`));
    assert.doesNotMatch(output(), /Failed to proxy|EPROTO|"level":"error"/, 'the server logged no error');
  });
}

// The development routes (the outbox, partner keys, staff accounts, rates and past stays made for the end-to-end
// tests) exist only where DEV_OUTBOX is set: a server started as the README says answers them as unknown addresses.
test('a server started as an operator starts it has no development routes', { timeout: 300_000 }, async () => {
  const bind = BINDS[0];
  const { port } = await startServer(bind);
  // The request's own origin, as a page of the site would send it: only the missing route can answer 404.
  const origin = `http://${bind.connect}:${port}`;
  const json = { origin, 'content-type': 'application/json' };
  const answers = [];
  for (const [method, route] of [
    ['GET', '/api/dev/outbox?to=guest@example.com'],
    ['GET', '/api/dev/row-counts'],
    ['POST', '/api/dev/staff'],
    ['POST', '/api/dev/partner-key'],
    ['POST', '/api/dev/ari'],
    ['POST', '/api/dev/catalogue'],
    ['POST', '/api/dev/past-stay'],
  ]) {
    const res =
      method === 'POST'
        ? await send(bind.connect, port, method, route, json, '{}')
        : await get(bind.connect, port, route);
    answers.push(`${method} ${route}: ${res.status}`);
  }
  assert.deepEqual(
    answers,
    answers.map((a) => a.replace(/\d+$/, '404')),
  );
});

// A second server on an address another one holds cannot serve: it says so and ends with a non-zero code before it
// opens the database the first one is using, so a process manager sees it fail instead of counting it as up.
test('a server whose address is taken ends at once and says why', { timeout: 300_000 }, async () => {
  const first = await startServer(BINDS[0]);
  const second = spawnServer(BINDS[0], first.port);
  assert.equal(await exitCode(second), 1);
  assert.match(second.output, /"level":"error","msg":"cannot listen: the address is already in use"/);
  assert.equal(fs.existsSync(path.join(second.dir, 'pglite')), false, 'the second server opened no database');
  // The first one still serves.
  assert.equal((await get('127.0.0.1', first.port, '/api/health')).status, 200);
});

test('a server given a port that is no port ends at once and says why', { timeout: 60_000 }, async () => {
  const server = spawnServer(BINDS[0], 'eighty');
  assert.equal(await exitCode(server), 1);
  assert.match(
    server.output,
    /"level":"error","msg":"the port must be a whole number from 1 to 65535, not \\"eighty\\""/,
  );
  assert.doesNotMatch(server.output, /^\s+at /m, 'no stack trace');
});

test('a server started before the site is built ends at once and says why', { timeout: 60_000 }, async () => {
  // The project as it is, without its production build.
  const unbuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'staynaija-unbuilt-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!['.next', '.data', '.git'].includes(entry)) fs.symlinkSync(path.join(ROOT, entry), path.join(unbuilt, entry));
  }
  const server = spawnServer(BINDS[0], await freePort(), unbuilt);
  started.push({ child: server.child, dir: unbuilt });
  assert.equal(await exitCode(server), 1);
  assert.match(server.output, /"level":"error","msg":"cannot start: Could not find a production build/);
  assert.doesNotMatch(server.output, /^\s+at /m, 'no stack trace');
});
