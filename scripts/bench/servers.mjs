// The site and the bare page as production servers: the site's build copied for the run, start, wait, stop, and a
// signed-in guest of the site.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NEXT, root, sleep } from './common.mjs';

/** A production server in its own process group, so it can be stopped with everything it started. */
export function startServer(cwd, port, env, { site = false, inspectorPort } = {}) {
  // The site as `npm start` runs it (server.mjs); the bare page with `next start`. An inspector on loopback, when
  // asked, lets the run read the server's live heap (memory.mjs).
  const inspect = inspectorPort ? [`--inspect=127.0.0.1:${inspectorPort}`] : [];
  const command = site ? [...inspect, 'server.mjs', '-p', String(port)] : [NEXT, 'start', '-p', String(port)];
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * The site's build in a folder of its own (the repository's files linked, the build copied without its cache), so the
 * pages it keeps while measured are its own: a fresh cache, and none of a development server's pages.
 */
export async function siteCopy() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  for (const entry of await readdir(root)) {
    if (entry === '.next' || entry === '.data' || entry === '.git') continue;
    await symlink(path.join(root, entry), path.join(dir, entry));
  }
  await cp(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(root, '.next', 'cache')),
  });
  // The pictures npm run build made (the site's database stays elsewhere: DATABASE_URL).
  if (existsSync(path.join(root, '.data', 'media'))) {
    await cp(path.join(root, '.data', 'media'), path.join(dir, '.data', 'media'), { recursive: true });
  }
  return dir;
}

export async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // Not up yet.
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

/** A guest with a verified e-mail, signed in; returns the Cookie header. Needs DEV_OUTBOX on the site. */
export async function signedInGuest(base) {
  const email = `bench.${Date.now()}@example.com`;
  const headers = { 'Content-Type': 'application/json', 'x-forwarded-for': '10.200.0.1' };
  const post = (p, body) => fetch(`${base}${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await post('/api/user_auth/get-email-code', { email });
  // Codes leave through the outbox just after the answer: read it again for a moment until the code is there.
  let otp = NaN;
  for (let i = 0; i < 50 && Number.isNaN(otp); i++) {
    const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    otp = Number(/\b(\d{6})\b/.exec(outbox.messages?.[0]?.body ?? '')?.[1]);
    if (Number.isNaN(otp)) await sleep(200);
  }
  const verified = await post('/api/user_auth/verify-email', { email, otp });
  // The proof of the address travels as a cookie to the sign-up.
  const proof = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (proof) headers.cookie = proof;
  const res = await post('/api/user_auth/signup', {
    email,
    password: 'bench-secret-1',
    fullName: 'Bench Guest',
    phoneNumber: `080${String(Date.now()).slice(-8)}`,
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sn_session='));
  if (!res.ok || !cookie) throw new Error(`guest sign-up failed: ${res.status} ${await res.text()}`);
  return cookie;
}
