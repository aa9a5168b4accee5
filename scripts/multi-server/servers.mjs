// The two servers and nginx as scripts/multi-server.sh runs them: the script, their process ids, and their logs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { databaseUrl, ports, redisUrl, ROOT, sleep, STATE, TLS_CERT, TLS_KEY } from './context.mjs';

export function runScript(command) {
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

export const pidOf = (name) => Number(fs.readFileSync(path.join(STATE, `${name}.pid`), 'utf8').trim());

/** Whether a process runs (an exited process waiting for its parent to read its status does not). */
export function alive(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export async function waitUntilGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs after ${ms} ms`);
    await sleep(50);
  }
}

/** The JSON lines of a log file (other lines skipped). */
export function jsonLines(file) {
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
export const appLog = (n) => jsonLines(path.join(STATE, `app-${n}.log`));
export const accessLog = () => jsonLines(path.join(STATE, 'nginx', 'logs', 'staynaija-access.log'));
export const upstreamsOf = (entry) =>
  entry.upstream
    .split(/[,:]\s*/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
