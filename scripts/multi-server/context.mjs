// The run of scripts/multi-server.test.mjs: its names (database, state folder, certificate), the addresses its clients
// use, the servers' ports, and small helpers.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUN = randomBytes(4).toString('hex');
export const DATABASE = `staynaija_multi_${RUN}`;
const pgServer = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
export const adminUrl = Object.assign(new URL(pgServer), { pathname: '/postgres' }).toString();
export const databaseUrl = Object.assign(new URL(pgServer), { pathname: `/${DATABASE}` }).toString();
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
export const STATE = path.join(ROOT, '.data', `multi-server-test-${RUN}`);
export const REQUEST_TIMEOUT_MS = 15_000;
export const TLS_CERT = path.join(STATE, 'tls', 'cert.pem');
export const TLS_KEY = path.join(STATE, 'tls', 'key.pem');

/** Client addresses of this run: X-Forwarded-For values written straight to a server (as nginx would). */
export const fakeAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
/** Source addresses for connections to nginx: any 127.x.y.z is this machine's loopback. */
export const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const usedAddresses = new Set();
export const address = (make) => {
  const a = make();
  usedAddresses.add(a);
  return a;
};
let emailCount = 0;
export const email = () => `multi.${RUN}.${++emailCount}@example.com`;

export const ports = { nginx: 0, a: 0, b: 0 };
export const migrations = JSON.parse(fs.readFileSync(path.join(ROOT, 'lib/db/migrations/meta/_journal.json'), 'utf8'));

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
