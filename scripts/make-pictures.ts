/**
 * Makes the demo catalogue's pictures (npm run build runs it after next build): each drawing as SVG and as WebP in
 * the widths pages show, once, into .data/media/, where /media/{kind}/{file} serves them from. Files already there
 * are kept, unless the drawings' code has changed since they were made (a fingerprint of demo/pictures), which
 * starts the folder afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { demoPictureFiles } from '../demo/pictures/catalogue-pictures';
import { drawFile } from '../demo/pictures/draw';
import { keepMedia, MEDIA_DIR } from '../lib/media/files';

const DRAWING_CODE = path.join(process.cwd(), 'demo/pictures');
const FINGERPRINT = path.join(MEDIA_DIR, '.fingerprint');

/** A hash of every source file that decides what a picture looks like. */
async function codeFingerprint(): Promise<string> {
  const entries = await readdir(DRAWING_CODE, { recursive: true, withFileTypes: true });
  const sources = entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of sources) hash.update(path.relative(DRAWING_CODE, file)).update(await readFile(file));
  return hash.digest('hex');
}

async function main() {
  const started = Date.now();
  const fingerprint = await codeFingerprint();
  const previous = await readFile(FINGERPRINT, 'utf8').catch(() => null);
  if (previous !== fingerprint) await rm(MEDIA_DIR, { recursive: true, force: true });
  await mkdir(MEDIA_DIR, { recursive: true });

  const wanted = await demoPictureFiles();
  const missing = wanted.filter((f) => !existsSync(path.join(MEDIA_DIR, f.kind, f.file)));
  let next = 0;
  // sharp encodes on libuv's thread pool: a few files in flight per core keep every core busy.
  const worker = async () => {
    while (next < missing.length) {
      const { kind, file } = missing[next++]!;
      const body = await drawFile(kind, file);
      if (!body) throw new Error(`no drawing for /media/${kind}/${file}`);
      await keepMedia(kind, file, body);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  await writeFile(FINGERPRINT, fingerprint);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `pictures: ${missing.length} made, ${wanted.length - missing.length} kept, in ${seconds} s (${MEDIA_DIR})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
