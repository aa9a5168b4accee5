import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `npm run partner -- …` on an embedded database in `dir`; its exit code and output. */
async function partner(dir: string, ...args: string[]) {
  const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
  const env = { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: path.join(dir, 'pglite'), NODE_OPTIONS: '' };
  try {
    const { stdout, stderr } = await run(tsx, ['--conditions=react-server', 'scripts/partner.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const KEY = /sn_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})/g;

describe('npm run partner', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'partner-cli-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('creates a partner with a key shown once, lists keys without secrets, and revokes a key', async () => {
    const created = await partner(dir, 'create', 'harbour', 'Harbour Hotels');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Partner "harbour" created.');
    expect(created.stdout).toContain('it is shown only this once');
    const first = [...created.stdout.matchAll(KEY)];
    expect(first).toHaveLength(1);
    const [, prefix, secret] = first[0]!;

    const second = await partner(dir, 'key', 'harbour');
    expect(second.code).toBe(0);
    const [, otherPrefix] = [...second.stdout.matchAll(KEY)][0]!;
    expect(otherPrefix).not.toBe(prefix);

    const listed = await partner(dir, 'keys', 'harbour');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(prefix!);
    expect(listed.stdout).toContain(otherPrefix!);
    expect(listed.stdout).not.toContain(secret!);
    expect(listed.stdout).not.toMatch(KEY);

    const revoked = await partner(dir, 'revoke', prefix!);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Key ${prefix} revoked`);
    const after = await partner(dir, 'keys', 'harbour');
    const line = after.stdout.split('\n').find((l) => l.startsWith(prefix!))!;
    expect(line).toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\s*$/);
    const otherLine = after.stdout.split('\n').find((l) => l.startsWith(otherPrefix!))!;
    expect(otherLine.trimEnd()).toMatch(/-$/);
  }, 120_000);

  it('refuses an unknown partner or key and a wrong call', async () => {
    const unknown = await partner(dir, 'keys', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No partner has the slug "nobody"');
    const noKey = await partner(dir, 'revoke', '000000000000');
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('No key has the prefix 000000000000.');
    const wrong = await partner(dir, 'create', 'harbour');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run partner');
  }, 120_000);
});
