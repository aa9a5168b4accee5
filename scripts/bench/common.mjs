// What every part of npm run bench shares: the repository's folder and programs, the log, and small helpers.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NEXT = path.join(root, 'node_modules/next/dist/bin/next');
export const LIGHTHOUSE = path.join(root, 'node_modules/lighthouse/cli/index.js');
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function sh(cmd, args, options = {}) {
  log('$', cmd, args.join(' '));
  const { stdout } = await run(cmd, args, { maxBuffer: 256 * 1024 * 1024, ...options });
  return stdout;
}

export function lagosDate(offsetDays) {
  const d = new Date(Date.now() + 60 * 60 * 1000 + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}
