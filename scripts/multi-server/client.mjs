// Requests to the servers and to nginx, and what the steps read through them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { address, fakeAddress, ports, REQUEST_TIMEOUT_MS, sleep, TLS_CERT } from './context.mjs';

/**
 * One HTTP request to 127.0.0.1:port; resolves with status, headers and the body's text. An answer cut after it had
 * begun rejects with `answerBegun`.
 */
export function request(port, urlPath, { method = 'GET', headers = {}, json, agent = false, localAddress } = {}) {
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
export function cookieFrom(res, name) {
  const line = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  assert.ok(line, `the answer sets ${name}`);
  return line.split(';')[0];
}

/** The latest 6-digit code sent to an address, from the development outbox (read on the given server). */
export async function latestCode(port, to) {
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
export async function streamThroughNginx(requests, during, clients = 4) {
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
export function assertAllAnswered(results, what, { allowCut = false } = {}) {
  const unanswered = results.filter((r) => r.status !== 200 && !(allowCut && r.begun));
  assert.ok(results.length >= 10, `${what}: only ${results.length} requests were made`);
  assert.deepEqual(unanswered, [], `${what}: ${unanswered.length} of ${results.length} requests were not answered 200`);
}

/** A featured property of the seeded catalogue, read through one server. */
export async function featuredProperty(port, index = 0) {
  const res = await request(port, '/api/featured-hotels', { headers: { 'x-forwarded-for': address(fakeAddress) } });
  assert.equal(res.status, 200, res.text);
  const hotel = res.json().hotels[index];
  assert.ok(hotel, 'the catalogue has featured properties');
  return hotel;
}
