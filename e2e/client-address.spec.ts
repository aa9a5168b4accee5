import { spawn, type ChildProcess } from 'node:child_process';
import { CODE_SENDS_PER_CLIENT } from '../lib/services/limits';
import { expect, test } from './fixtures';

/**
 * `npm start` (server.mjs) without trusted proxies: the client's address is the connection's, so a client that
 * writes a new X-Forwarded-For on every request still spends one budget. Its own server, on the next port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: 'memory',
    SEED_DEMO_DATA: 'false',
    DEV_OUTBOX: 'true',
    SITE_URL: BASE,
    LOG_LEVEL: 'error',
  };
  delete env.TRUSTED_PROXY_COUNT;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', String(PORT)], { env, stdio: 'ignore' });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { timeout: 110_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a forged X-Forwarded-For gives no fresh budget: one client is refused past its ceiling of codes', async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: BASE });
  const statuses: number[] = [];
  for (let i = 0; i <= CODE_SENDS_PER_CLIENT.limit; i++) {
    const res = await request.post('/api/user_auth/get-email-code', {
      data: { email: `spoof.${i}.${Date.now()}@example.com` },
      headers: {
        'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        'x-real-ip': `198.51.100.${(i % 250) + 1}`,
      },
    });
    statuses.push(res.status());
  }
  // One client, one budget (rotating the header used to make every request a new client).
  expect(statuses[0]).toBe(200);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(CODE_SENDS_PER_CLIENT.limit);
  expect(statuses.at(-1)).toBe(429);
  await request.dispose();
});
