// Set-up and clean-up of the run (a certificate of its own, its database; at the end the servers and nginx stopped, the
// database dropped and its Redis keys deleted), and its steps, which stop at the first failure.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createClient } from 'redis';
import { cacheKeyPrefix } from '../../lib/cache/settings.mjs';
import {
  adminUrl,
  DATABASE,
  databaseUrl,
  freePort,
  ports,
  query,
  redisUrl,
  ROOT,
  RUN,
  STATE,
  TLS_CERT,
  TLS_KEY,
  usedAddresses,
} from './context.mjs';
import { runScript } from './servers.mjs';

let databaseCreated = false;
let failed = false;

/** One step of the run; the steps share the servers, so after a failure the rest are skipped. */
export function step(name, timeout, fn) {
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

/** Before the steps: ports, the certificate and the database of this run. */
export async function setUp() {
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
}

/** After the steps: everything the run started, made or kept is stopped, dropped or deleted. */
export async function cleanUp() {
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
}
