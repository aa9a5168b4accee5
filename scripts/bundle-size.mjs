#!/usr/bin/env node
// First-load JavaScript of pages: every script the HTML makes a modern browser load (named in script tags, or in the
// page's streamed payload for the client parts it shows), gzipped, summed.
// Usage: node scripts/bundle-size.mjs http://localhost:3000 / /about-us [--budget 240] [--cookie 'sn_session=…']
// (--cookie: the pages as a signed-in account sees them, e.g. the reservations desk.)
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budget = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : undefined;
const cookieAt = args.indexOf('--cookie');
const cookie = cookieAt >= 0 ? args.splice(cookieAt, 2)[1] : undefined;
const [base, ...paths] = args;
if (!base || !paths.length) {
  console.error('usage: bundle-size.mjs BASE_URL PATH... [--budget KB]');
  process.exit(2);
}

let over = false;
for (const path of paths) {
  const html = await (await fetch(new URL(path, base), { headers: cookie ? { cookie } : {} })).text();
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)];
  // A `nomodule` script (the framework's polyfills for old browsers) is never fetched by a browser that runs modules.
  const legacy = (m) => /\snoModule(=|\s|$)/i.test(`${m[1]} ${m[3]}`);
  // Chunks of the page's client parts that React loads as it hydrates, named in the streamed payload.
  const payload = [...html.matchAll(/\\"(\/_next\/static\/chunks\/[\w./-]+\.js)\\"/g)].map((m) => m[1]);
  const srcs = [...tags.filter((m) => !legacy(m)).map((m) => m[2]), ...payload];
  const legacySrcs = tags.filter(legacy).map((m) => m[2]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  let total = 0;
  const rows = [];
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    rows.push([gz, src]);
  }
  const inlineGz = gzipSync(Buffer.from(inline), { level: 9 }).length;
  rows.sort((a, b) => b[0] - a[0]);
  const kb = (n) => (n / 1024).toFixed(1);
  let legacyGz = 0;
  for (const src of new Set(legacySrcs))
    legacyGz += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  const legacyNote = legacyGz ? `, not counted: ${kb(legacyGz)} KB nomodule for old browsers` : '';
  console.log(`${path}: ${kb(total)} KB gzipped in ${rows.length} scripts (+ ${kb(inlineGz)} KB inline${legacyNote})`);
  for (const [gz, src] of rows) console.log(`  ${kb(gz).padStart(7)} KB  ${src}`);
  if (budget !== undefined && total / 1024 > budget) {
    console.log(`  over the budget of ${budget} KB`);
    over = true;
  }
}
process.exit(over ? 1 : 0);
