import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleCatalogue } from '@/lib/catalogue/sample';

const run = promisify(execFile);

/** Runs `npm run catalogue -- …` on an embedded database in `dir`; its exit code and output. */
async function catalogue(dir: string, ...args: string[]) {
  const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
  const env = {
    ...process.env,
    DATABASE_URL: '',
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    IMAGE_HOSTS: 'cdn.example.com',
    NODE_OPTIONS: '',
  };
  try {
    const { stdout, stderr } = await run(tsx, ['--conditions=react-server', 'scripts/catalogue.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run catalogue', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-cli-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reports in a dry run what a file would create, and writes nothing', async () => {
    const file = path.join(dir, 'harbour.json');
    await fs.writeFile(file, JSON.stringify(sampleCatalogue()));
    const dry = await catalogue(dir, 'import', file, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run for partner "harbour": 11 changes would be made; nothing was written.');
    expect(dry.stdout).toContain('properties created (3): hb-001, hb-002, hb-003');
    const exported = await catalogue(dir, 'export');
    expect(exported.code).toBe(2);
    expect(exported.stderr).toContain('no partner has a catalogue');
  }, 60_000);

  it('refuses an invalid file with a non-zero exit and the record and field of the error', async () => {
    const input = sampleCatalogue();
    input.properties[1]!.photos = ['https://elsewhere.example.org/a.jpg'];
    const file = path.join(dir, 'invalid.json');
    await fs.writeFile(file, JSON.stringify(input));
    const result = await catalogue(dir, 'import', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'properties[1] (id "hb-002").photos[0]: Photo host "elsewhere.example.org" is not in IMAGE_HOSTS',
    );
  }, 60_000);
});
