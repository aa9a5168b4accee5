#!/usr/bin/env node
// Builds the service worker (worker/sw.ts, on Serwist's runtime) into public/sw.js, with its precache list: the four
// offline pages only. Run by `npm run build` before `next build`, so the server finds the file among public/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file));

// The offline pages change with their code and texts; the revision makes an installed worker fetch them again.
const hash = createHash('sha256');
for (const file of ['lib/offline/offline-page.ts', 'lib/offline/scope.ts']) hash.update(read(file));
for (const locale of ['en', 'fr', 'zh', 'ar']) hash.update(read(`messages/${locale}/offline.json`));
const revision = hash.digest('hex').slice(0, 16);
const precache = ['/offline', '/fr/offline', '/zh/offline', '/ar/offline'].map((url) => ({ url, revision }));

await build({
  entryPoints: [path.join(root, 'worker/sw.ts')],
  outfile: path.join(root, 'public/sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: { 'self.__SW_MANIFEST': JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log(`public/sw.js built (precache: ${precache.length} offline pages, revision ${revision})`);
