// The floor of the benchmark: a bare Next.js 16 page that reads one row from PGlite, built in a temporary folder
// with this repository's own next and react (node_modules linked, nothing downloaded). Its second form, `hole`, is the
// same page as the site renders its pages for each request: cache components on, the page kept but for the row, which
// is read in a dynamic hole for each request. The ratio between the two is the framework's own cost of that way.
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const files = {
  'package.json': JSON.stringify({ name: 'bare-floor', private: true }, null, 2),
  'next.config.mjs': `export default { serverExternalPackages: ['@electric-sql/pglite'], poweredByHeader: false };\n`,
  'app/layout.jsx': `export const metadata = { title: 'Bare page' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/db.js': `import { PGlite } from '@electric-sql/pglite';
let ready;
/** One embedded database for the server, with one row. */
export function db() {
  ready ??= (async () => {
    const pg = new PGlite();
    await pg.exec("create table if not exists hotel (id int primary key, name text not null); insert into hotel values (1, 'Bare Hotel') on conflict do nothing;");
    return pg;
  })();
  return ready;
}
`,
  'app/page.jsx': `import { db } from './db';
export const dynamic = 'force-dynamic';
export default async function Page() {
  const { rows } = await (await db()).query('select id, name from hotel where id = $1', [1]);
  return (
    <main>
      <h1>{rows[0].name}</h1>
      <p>One row read from PGlite for every request.</p>
    </main>
  );
}
`,
};

const hole = {
  // Partial prefetching off, as on the site (next.config.mjs).
  'next.config.mjs': `export default { serverExternalPackages: ['@electric-sql/pglite'], poweredByHeader: false, cacheComponents: true, partialPrefetching: false };\n`,
  'app/page.jsx': `import { Suspense } from 'react';
import { connection } from 'next/server';
import { db } from './db';
async function Name() {
  await connection();
  const { rows } = await (await db()).query('select id, name from hotel where id = $1', [1]);
  return <h1>{rows[0].name}</h1>;
}
export default function Page() {
  return (
    <main>
      <Suspense fallback={<h1>…</h1>}>
        <Name />
      </Suspense>
      <p>One row read from PGlite for every request.</p>
    </main>
  );
}
`,
};

/** Writes the bare app (or its `hole` form) into a new temporary folder and returns it. */
export async function writeBareApp(repoRoot, { withHole = false } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), withHole ? 'bare-hole-next-' : 'bare-next-'));
  for (const [name, body] of Object.entries({ ...files, ...(withHole ? hole : {}) })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
