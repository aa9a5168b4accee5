// docs/bench/report.md (and report.json) from the figures of a run.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log, root } from './common.mjs';
import { ratio, WHY_NOT_MET } from './targets.mjs';

/** Writes report.json and report.md into `outDir`. */
export async function writeReport(report, outDir) {
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(outDir, 'report.md'), markdown(report));
  log(`written ${path.relative(root, outDir)}/report.md and report.json`);
}

export function markdown(r) {
  const lines = [];
  const row = (cells) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push('# Benchmark: the site against a bare Next.js 16 page', '');
  lines.push(`Run ${r.startedAt} → ${r.finishedAt} with \`npm run bench\`.`, '');
  lines.push('## Machine', '');
  for (const [k, v] of Object.entries(r.machine)) lines.push(`- ${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
  lines.push(
    '',
    `Options: Lighthouse ${r.options.RUNS} runs (median), autocannon ${r.options.DURATION} s per measurement at ${r.options.CONNECTIONS.join(' and ')} connections${r.options.LOAD_ROUNDS > 1 ? ` in ${r.options.LOAD_ROUNDS} rounds (every page and the bare page in turn in each round; the middle round of each is kept, and every round's requests/s is shown beside it)` : ''}, memory over ${r.memory?.requests} requests.`,
    '',
  );
  lines.push('Pages:', '');
  for (const [k, v] of Object.entries(r.pages)) lines.push(`- ${k}: \`${v}\``);
  lines.push(
    '',
    `Dated results under load go round ${r.searches.count} different searches (ten places, ten stays, two parties), from \`${r.searches.first}\` to \`${r.searches.last}\`.`,
  );
  lines.push('', '## Targets', '');
  row(['target', 'measured', 'met']);
  row(['---', '---', '---']);
  for (const t of r.targets) row([t.target, String(t.value), t.met ? 'yes' : '**no**']);
  const unmet = Object.entries(WHY_NOT_MET).filter(([kind]) => r.targets.some((t) => !t.met && t.kind === kind));
  if (unmet.length) {
    lines.push('', '### Why the targets marked no are not met', '');
    for (const [, why] of unmet) lines.push(`- ${typeof why === 'function' ? why(r) : why}`);
  }
  lines.push('', '## Requests per second (autocannon)', '');
  if (r.load.bareHole) {
    lines.push(
      'The bare page a second time as the site renders a page for each request: cache components on, the page kept but for its one row, read in a dynamic hole for each request.',
      '',
    );
  }
  row([
    'page',
    'who',
    'connections',
    'requests/s',
    'each round',
    'ratio to bare',
    'KB per answer',
    'p50 ms',
    'p90 ms',
    'p97.5 ms',
    'non-2xx',
  ]);
  row(Array(11).fill('---'));
  const measured = (name, who, c, m) =>
    row([
      name,
      who,
      c,
      m.requestsPerSecond,
      m.rounds?.join(' / ') ?? '–',
      ratio(m.requestsPerSecond, r.load.bare[c].requestsPerSecond),
      m.kbPerAnswer ?? '–',
      m.latencyMs.p50,
      m.latencyMs.p90,
      m.latencyMs.p97_5,
      m.non2xx,
    ]);
  for (const c of r.options.CONNECTIONS) {
    measured('bare page', 'visitor', c, r.load.bare[c]);
    if (r.load.bareHole) measured('bare page, row in a dynamic hole', 'visitor', c, r.load.bareHole[c]);
  }
  for (const who of ['visitor', 'guest']) {
    for (const [name, byC] of Object.entries(r.load[who])) {
      for (const [c, m] of Object.entries(byC)) measured(name, who, c, m);
    }
  }
  if (r.suggest) {
    const s = r.suggest;
    lines.push('', '## Destination suggestions', '');
    lines.push(
      `GET /api/destinations/suggest for ${s.requests} typed texts (${s.distinctTexts} different beginnings of places and property names, one to five letters; ${s.withoutSuggestions} found nothing), one request at a time after a warm-up.`,
      '',
    );
    row(['p50 ms', 'p95 ms', 'p99 ms', 'max ms']);
    row(['---', '---', '---', '---']);
    row([s.latencyMs.p50, s.latencyMs.p95, s.latencyMs.p99, s.latencyMs.max]);
  }
  lines.push('', '## Lighthouse mobile (median)', '');
  lines.push(
    'LCP and TBT are simulated by Lighthouse (slow 4G, CPU 4× slower) from an unthrottled load; the last two columns',
    "are that load's own first paint and load event.",
    '',
  );
  row(['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'score − bare', 'TBT ratio to bare', 'first paint ms', 'load ms']);
  row(Array(9).fill('---'));
  const bare = r.lighthouse.bare;
  const observed = (lh) => [lh.observedFirstPaintMs ?? '–', lh.observedLoadMs ?? '–'];
  row(['bare page', bare.score, bare.lcpMs, bare.tbtMs, bare.cls, '0', '1', ...observed(bare)]);
  for (const [name, lh] of Object.entries(r.lighthouse.site)) {
    row([
      name,
      lh.score,
      lh.lcpMs,
      lh.tbtMs,
      lh.cls,
      lh.score - bare.score,
      ratio(lh.tbtMs, bare.tbtMs) ?? '–',
      ...observed(lh),
    ]);
  }
  lines.push('', '## In Chromium on a throttled phone (median)', '');
  lines.push(
    '150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, 390 px, applied through the DevTools protocol.',
    '',
  );
  row(['page', 'first contentful paint ms', 'largest contentful paint ms', 'ready ms']);
  row(['---', '---', '---', '---']);
  const fb = r.field.bare;
  row(['bare page', fb.fcpMs, fb.lcpMs, '–']);
  for (const [name, f] of Object.entries(r.field.site)) row([name, f.fcpMs, f.lcpMs, f.readyMs ?? '–']);
  lines.push('', '## Memory', '');
  lines.push(
    `${r.memory.requests} requests at 20 connections in four rounds (${r.memory.keptEach} in all to home and to the hotel page each, ${r.memory.renderedEach} to results without dates and to the dated searches in rotation each). Resident memory before and after each round: ${r.memory.rssMb.join(', ')} MB; from the end of the first round, which fills the bounded caches, to the end: ${r.memory.rssBeforeMb} to ${r.memory.rssAfterMb} MB (${(r.memory.growth * 100).toFixed(1)} %).`,
  );
  if (r.memory.heapMb) {
    lines.push(
      '',
      `Live JavaScript heap of the server after a full collection (read through its inspector), before and after each round: ${r.memory.heapMb.join(', ')} MB; from the end of the first round to the end: ${r.memory.heapBeforeMb} to ${r.memory.heapAfterMb} MB (${(r.memory.heapGrowth * 100).toFixed(1)} %). Resident memory also counts memory the collector has freed but not handed back to the system, and the database driver's and the framework's own buffers.`,
    );
  }
  if (r.memory.settledHeapMb) {
    lines.push(
      '',
      `The same heap once the server had been left without requests for four minutes (the least of eight reads, one every 30 s), after the first round and after the last: ${r.memory.settledHeapMb.join(' and ')} MB (${(r.memory.settledHeapGrowth * 100).toFixed(1)} %). Both reads are kept: the first shows what requests in flight and the collector's timing leave just after a round, the second what stays.`,
    );
  }
  lines.push('', '## First-load JavaScript (gzipped)', '');
  row(['route', 'KB', 'scripts', 'ratio to bare']);
  row(['---', '---', '---', '---']);
  const bareJs = r.firstLoadJs.bare['/'];
  row(['bare page', bareJs?.kbGzipped, bareJs?.scripts, '1']);
  for (const [p, js] of Object.entries(r.firstLoadJs.site)) {
    row([
      `\`${p}\``,
      js?.kbGzipped ?? '–',
      js?.scripts ?? '–',
      js && bareJs ? ratio(js.kbGzipped, bareJs.kbGzipped) : '–',
    ]);
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}
