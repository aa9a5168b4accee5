// The site's memory over many requests, read after each of four rounds: its live JavaScript heap after a full
// collection (through the server's inspector) and the resident memory of its processes.
import { once } from 'node:events';
import WebSocket from 'ws';
import { run, sleep } from './common.mjs';
import { cannon, searchRotation } from './load.mjs';
import { REQUESTS } from './options.mjs';

/** Resident memory of a process and all its descendants, in MB. */
async function treeRssMb(pid) {
  const out = await run('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
  const rows = out.stdout
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const wanted = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of rows) {
      if (wanted.has(pp) && !wanted.has(p)) {
        wanted.add(p);
        grew = true;
      }
    }
  }
  return rows.filter(([p]) => wanted.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

/**
 * The server's live JavaScript heap in MB: what is still reachable after the collector has run in full, asked through
 * the inspector the server was started with (`--inspect=127.0.0.1:PORT`). Resident memory also counts memory freed but
 * not handed back to the system; this does not.
 */
export async function liveHeapMb(inspectorPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const send = (method) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    // Twice: what the first collection freed may hold the last references to more.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const { usedSize } = await send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    socket.close();
  }
}

/** How much a series grew from the end of the first round to the end, as a fraction. */
const growth = (series) => Number(((series.at(-1) - series[1]) / series[1]).toFixed(3));

/** How long the server is left without requests before its settled heap is read, and how often it is read meanwhile. */
const SETTLE_MS = 240_000;
const SETTLE_EVERY_MS = 30_000;

/**
 * The live heap once the server has been left alone: the least of the reads over SETTLE_MS, so that what requests in
 * flight and the collector's timing leave behind is not counted. A leak stays. (Before the database pool opened its
 * connections in the server's own context, lib/server-context.mjs, each connection opened during a render kept that
 * render and, through it, the renders after it, for as long as the connection lived.)
 */
async function settledHeapMb(inspectorPort) {
  let least = Infinity;
  for (let waited = 0; waited < SETTLE_MS; waited += SETTLE_EVERY_MS) {
    await sleep(SETTLE_EVERY_MS);
    least = Math.min(least, await liveHeapMb(inspectorPort));
  }
  return Math.round(least);
}

/**
 * Resident memory of the site's server (`pid`, with its descendants) and its live heap, before and after each round of
 * REQUESTS.
 */
export async function memoryRounds(siteBase, pid, inspectorPort, pages) {
  // Pages rendered for each request answer some 20-60 requests/s here, kept pages several hundred: the rendered ones
  // get a bounded share (a twentieth each, at most 2,500) so that the run ends in minutes, and the kept ones the rest.
  // In four rounds: the first fills the server's bounded caches and lets its heap grow to its working size, and the
  // growth is read from there to the end (a leak keeps growing round after round; a warm-up does not).
  const ROUNDS = 4;
  const rendered = Math.floor(Math.min(2500, REQUESTS / 20) / ROUNDS);
  const kept = Math.floor((REQUESTS / ROUNDS - 2 * rendered) / 2);
  const rssMb = [Math.round(await treeRssMb(pid))];
  const heapMb = [Math.round(await liveHeapMb(inspectorPort))];
  // Settled reads after the first round (the stores full) and after the last: the growth that counts.
  const settledMb = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of [pages.home, pages.hotel]) await cannon(`${siteBase}${p}`, 20, { amount: kept });
    await cannon(`${siteBase}${pages['results (no dates)']}`, 20, { amount: rendered });
    await cannon(`${siteBase}/`, 20, { amount: rendered, paths: searchRotation() });
    await sleep(3000);
    rssMb.push(Math.round(await treeRssMb(pid)));
    heapMb.push(Math.round(await liveHeapMb(inspectorPort)));
    if (round === 0 || round === ROUNDS - 1) settledMb.push(await settledHeapMb(inspectorPort));
  }
  return {
    requests: ROUNDS * (2 * kept + 2 * rendered),
    keptEach: ROUNDS * kept,
    renderedEach: ROUNDS * rendered,
    rssMb,
    rssBeforeMb: rssMb[1],
    rssAfterMb: rssMb[ROUNDS],
    growth: growth(rssMb),
    heapMb,
    heapBeforeMb: heapMb[1],
    heapAfterMb: heapMb[ROUNDS],
    heapGrowth: growth(heapMb),
    settledHeapMb: settledMb,
    settledHeapGrowth: Number(((settledMb[1] - settledMb[0]) / settledMb[0]).toFixed(3)),
  };
}
