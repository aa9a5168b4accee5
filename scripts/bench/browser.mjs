// The pages in a browser: field timings in a throttled Chromium, Lighthouse mobile, first-load JavaScript.
import path from 'node:path';
import { READY_MARK } from '../../lib/ready-marks.mjs';
import { CHROME, LIGHTHOUSE, median, root, sh } from './common.mjs';
import { RUNS } from './options.mjs';

/**
 * A page in Chromium as a phone on a slow network feels it, throttled by the DevTools protocol (not simulated): 150 ms
 * latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, 390 px. Median of RUNS loads of first contentful paint,
 * largest contentful paint, and ready: the page's ready mark (components/layout/ready-mark.tsx), set once the page,
 * hydrated after its frame, has hydrated. The bare page sets none.
 */
export async function fieldTimings(browser, url) {
  const rows = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length, READY_MARK, {
        timeout: 30_000,
        polling: 50,
      })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    rows.push(
      await page.evaluate(
        (mark) => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          lcp: window.__lcp || null,
          ready: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        }),
        READY_MARK,
      ),
    );
    await context.close();
  }
  const med = (key) => {
    const values = rows.map((r) => r[key]).filter((v) => v !== null);
    return values.length ? Math.round(median(values)) : null;
  };
  return { fcpMs: med('fcp'), lcpMs: med('lcp'), readyMs: med('ready'), runs: rows };
}

export async function lighthouse(url) {
  const scores = [];
  for (let i = 0; i < RUNS; i++) {
    const out = await sh(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME } },
    );
    const lhr = JSON.parse(out);
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    scores.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // What the unthrottled page load itself showed, from which Lighthouse simulates the figures above.
      observedFirstPaintMs: observed.observedFirstPaint,
      observedLoadMs: observed.observedLoad,
    });
  }
  return {
    runs: scores,
    score: median(scores.map((s) => s.score)),
    lcpMs: Math.round(median(scores.map((s) => s.lcpMs))),
    tbtMs: Math.round(median(scores.map((s) => s.tbtMs))),
    cls: Number(median(scores.map((s) => s.cls)).toFixed(3)),
    observedFirstPaintMs: Math.round(median(scores.map((s) => s.observedFirstPaintMs))),
    observedLoadMs: Math.round(median(scores.map((s) => s.observedLoadMs))),
  };
}

export async function firstLoadJs(base, paths) {
  const out = {};
  for (const p of paths) {
    const text = await sh(process.execPath, [path.join(root, 'scripts/bundle-size.mjs'), base, p]).catch(
      (e) => e.stdout,
    );
    const kb = /: ([\d.]+) KB gzipped in (\d+) scripts/.exec(text ?? '');
    out[p] = kb ? { kbGzipped: Number(kb[1]), scripts: Number(kb[2]) } : null;
  }
  return out;
}
