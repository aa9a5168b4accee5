#!/usr/bin/env node
// npm run bench: the site against a bare Next.js 16 page, in one run, on PostgreSQL (DATABASE_URL).
//   Lighthouse mobile (median of --runs, default 5) on home, dated results, hotel, booking and login; the same pages
//   in Chromium as a phone on a slow network feels them (150 ms, 1.6 Mbit/s, CPU 4× slower, 390 px; median of --runs):
//   first contentful paint, largest contentful paint and ready (every control of the header and the page hydrated);
//   autocannon at 10 and 50 connections for visitors and a signed-in guest (--load-rounds rounds, default 3, every page
//   and the bare page in turn in each; the middle round of each is kept), dated results over 200 different
//   searches in rotation, and for the bare page in its second form (its row in a dynamic hole, as the site renders a
//   page for each request), with what each answer weighs; resident memory before and after --requests (default 100,000) requests; first-load
//   JavaScript per route; destination suggestions' latency over --suggest-requests (default 500) typed texts.
//   Writes docs/bench/report.{md,json}.
// Options: --runs 5 --duration 10 --connections 10,50 --load-rounds 3 --requests 100000 --suggest-requests 500 --skip-seed
//          --skip-build --site-port 3321 --bare-port 3322 --hole-port 3324 --out docs/bench
//          --only suggest: seeds and builds as above (unless skipped), then measures the suggestions alone and prints
//          them, leaving the report as it is.
// Its parts: options.mjs, common.mjs, bare-app.mjs (the bare page), servers.mjs, browser.mjs (Lighthouse, field timings,
// first-load JavaScript), load.mjs (autocannon), memory.mjs, suggest.mjs, targets.mjs and report.mjs.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { writeBareApp } from './bare-app.mjs';
import { fieldTimings, firstLoadJs, lighthouse } from './browser.mjs';
import { CHROME, NEXT, lagosDate, log, root, sh } from './common.mjs';
import { cannon, medianRound, searchRotation, summarise } from './load.mjs';
import { memoryRounds } from './memory.mjs';
import { CONNECTIONS, DATABASE_URL, DURATION, LOAD_ROUNDS, REQUESTS, RUNS, SUGGEST_REQUESTS, opt } from './options.mjs';
import { writeReport } from './report.mjs';
import { signedInGuest, siteCopy, startServer, stopServer, waitFor } from './servers.mjs';
import { suggestLatency } from './suggest.mjs';
import { targets } from './targets.mjs';

async function main() {
  const started = new Date();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    database: 'PostgreSQL (DATABASE_URL)',
  };
  log('machine', machine);

  if (!opt['skip-seed']) {
    await sh('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], { cwd: root });
    await sh('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], { cwd: root });
    await sh(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/db-seed.ts', '--hotels', '10000', '--bookings', '200000'],
      { cwd: root },
    );
  }
  if (!opt['skip-build'] || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    await sh(process.execPath, [NEXT, 'build'], { cwd: root });
  }
  if (opt.only === 'suggest') return suggestOnly();
  // The demo pictures as npm run build makes them (kept when already made).
  await sh('npm', ['run', 'pictures'], { cwd: root });
  const bareDir = await writeBareApp(root);
  await sh(process.execPath, [NEXT, 'build', '--webpack'], { cwd: bareDir });
  const holeDir = await writeBareApp(root, { withHole: true });
  await sh(process.execPath, [NEXT, 'build', '--webpack'], { cwd: holeDir });

  const siteBase = `http://127.0.0.1:${opt['site-port']}`;
  const bareBase = `http://127.0.0.1:${opt['bare-port']}`;
  const siteDir = await siteCopy();
  const site = startServer(
    siteDir,
    opt['site-port'],
    { DATABASE_URL, DEV_OUTBOX: 'true', LOG_LEVEL: 'warn', HOSTNAME: '127.0.0.1' },
    { site: true, inspectorPort: opt['inspector-port'] },
  );
  const bare = startServer(bareDir, opt['bare-port'], {});
  const holeBase = `http://127.0.0.1:${opt['hole-port']}`;
  const bareHole = startServer(holeDir, opt['hole-port'], {});
  const report = {
    startedAt: started.toISOString(),
    machine,
    options: { RUNS, DURATION, CONNECTIONS, LOAD_ROUNDS, REQUESTS },
  };
  try {
    await Promise.all([waitFor(`${siteBase}/api/health`), waitFor(`${bareBase}/`), waitFor(`${holeBase}/`)]);
    const { hotels } = await (await fetch(`${siteBase}/api/featured-hotels`)).json();
    const hotel = `/hotel/${encodeURIComponent(hotels[0].slug)}`;
    const checkIn = lagosDate(14);
    const pages = {
      home: '/',
      hotel,
      'results (dates)': `/hotel/result?location=Lagos&checkIn=${checkIn}&checkOut=${lagosDate(16)}&adults=2&room=1`,
      'results (no dates)': '/hotel/top-destination?state=Lagos',
      login: '/login',
    };
    // The booking page as Reserve opens it: the hotel's first room category for the results' dates.
    const { rooms } = await (await fetch(`${siteBase}/api/hotels/${hotels[0]._id}/rooms`)).json();
    const stay = new URLSearchParams({ checkIn, checkOut: lagosDate(16), adults: '2', children: '0', rooms: '1' });
    const booking = `/hotel/booking-details/${hotels[0]._id}?${stay}&selection=${rooms?.[0]?._id}:1`;
    if ((await fetch(`${siteBase}${booking}`, { redirect: 'manual' })).status === 200) pages.booking = booking;
    // Warm every page once (first renders fill the caches).
    for (const p of Object.values(pages)) await fetch(`${siteBase}${p}`);
    const cookie = await signedInGuest(siteBase);
    report.pages = pages;

    log('first-load JavaScript');
    report.firstLoadJs = {
      site: await firstLoadJs(siteBase, Object.values(pages)),
      bare: await firstLoadJs(bareBase, ['/']),
    };

    log(`destination suggestions, ${SUGGEST_REQUESTS} typed texts`);
    report.suggest = await suggestLatency(siteBase, { requests: SUGGEST_REQUESTS });

    log('Lighthouse, bare page');
    report.lighthouse = { bare: await lighthouse(`${bareBase}/`), site: {} };
    for (const [name, p] of Object.entries(pages)) {
      if (name === 'results (no dates)') continue;
      log('Lighthouse', name);
      report.lighthouse.site[name] = await lighthouse(`${siteBase}${p}`);
    }

    log('field timings (Chromium, throttled)');
    const browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      report.field = { bare: await fieldTimings(browser, `${bareBase}/`), site: {} };
      for (const name of ['home', 'hotel', 'results (dates)', 'booking']) {
        if (!pages[name]) continue;
        log('field timings', name);
        report.field.site[name] = await fieldTimings(browser, `${siteBase}${pages[name]}`);
      }
    } finally {
      await browser.close();
    }

    const searches = searchRotation();
    report.searches = { count: searches.length, first: searches[0], last: searches.at(-1) };
    // Every measurement LOAD_ROUNDS times, the pages and the bare page in turn in each round; the report keeps the
    // middle round of each (medianRound).
    const rounds = { bare: {}, bareHole: {}, visitor: {}, guest: {} };
    const measure = async (group, name, c, url, options) => {
      log('autocannon', group, name ?? '', c);
      const byC = name ? (rounds[group][name] ??= {}) : rounds[group];
      (byC[c] ??= []).push(summarise(await cannon(url, c, options)));
    };
    for (let round = 1; round <= LOAD_ROUNDS; round++) {
      log(`load, round ${round} of ${LOAD_ROUNDS}`);
      for (const c of CONNECTIONS) {
        await measure('bare', null, c, `${bareBase}/`);
        await measure('bareHole', null, c, `${holeBase}/`);
      }
      for (const [name, p] of Object.entries(pages)) {
        // Dated results: the rotation of different searches, not one search asked again and again.
        const target = name === 'results (dates)' ? { paths: searches } : {};
        for (const c of CONNECTIONS) {
          await measure('visitor', name, c, `${siteBase}${p}`, target);
          // A signed-in guest is sent away from the sign-in page.
          if (name !== 'login') await measure('guest', name, c, `${siteBase}${p}`, { ...target, headers: { cookie } });
        }
      }
    }
    const medians = (byC) => Object.fromEntries(Object.entries(byC).map(([c, list]) => [c, medianRound(list)]));
    report.load = {
      bare: medians(rounds.bare),
      bareHole: medians(rounds.bareHole),
      visitor: Object.fromEntries(Object.entries(rounds.visitor).map(([name, byC]) => [name, medians(byC)])),
      guest: Object.fromEntries(Object.entries(rounds.guest).map(([name, byC]) => [name, medians(byC)])),
    };

    log(`memory over ${REQUESTS} requests`);
    report.memory = await memoryRounds(siteBase, site.pid, opt['inspector-port'], pages);
  } finally {
    stopServer(site);
    stopServer(bare);
    stopServer(bareHole);
    await rm(bareDir, { recursive: true, force: true });
    await rm(holeDir, { recursive: true, force: true });
    await rm(siteDir, { recursive: true, force: true });
  }
  report.finishedAt = new Date().toISOString();
  report.machine.loadAverageAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
  report.targets = targets(report);
  const outDir = path.resolve(root, opt.out);
  await writeReport(report, outDir);
}

/** The suggestions' latency alone, on the seeded database, printed: for working on them without the whole run. */
async function suggestOnly() {
  const siteBase = `http://127.0.0.1:${opt['site-port']}`;
  const siteDir = await siteCopy();
  const site = startServer(
    siteDir,
    opt['site-port'],
    { DATABASE_URL, LOG_LEVEL: 'warn', HOSTNAME: '127.0.0.1' },
    { site: true },
  );
  try {
    await waitFor(`${siteBase}/api/health`);
    log(`destination suggestions, ${SUGGEST_REQUESTS} typed texts`);
    console.log(JSON.stringify(await suggestLatency(siteBase, { requests: SUGGEST_REQUESTS }), null, 2));
  } finally {
    stopServer(site);
    await rm(siteDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
