#!/usr/bin/env node
// Bytes of the booking journey (home → results → hotel → booking → confirmation) as a phone's Chromium takes them over
// the wire, with the browser's data saver off and on, against a running production server; writes
// docs/bench/journey-bytes.md. Each journey runs in a fresh browser profile (an empty cache), as a first visit does.
// Usage: node scripts/bench/journey-bytes.mjs [BASE_URL] (default http://127.0.0.1:3000)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { READY_MARK } from '../../lib/ready-marks.mjs';
import { CHROME, lagosDate, log, root } from './common.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const OUT = path.join(root, 'docs/bench/journey-bytes.md');
/** After a page is ready, how long it may go on loading what it loads by itself (the hero's slides wait for idle). */
const SETTLE_MS = 5000;

const KINDS = ['document', 'script', 'image', 'other'];
const kindOf = (type) =>
  type === 'Document' ? 'document' : type === 'Script' ? 'script' : type === 'Image' ? 'image' : 'other';

/** A hotel with a room free for two nights `daysAhead` from today, from the site's own API. */
async function freeStay(request, daysAhead) {
  const checkIn = lagosDate(daysAhead);
  const checkOut = lagosDate(daysAhead + 2);
  const { hotels } = await (await request.get('/api/featured-hotels')).json();
  for (const hotel of hotels) {
    const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
      params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
    });
    const room = (await res.json()).response.find((r) => r.roomsLeft > 1);
    if (room) return { hotel, room, checkIn, checkOut };
  }
  throw new Error('no featured hotel has a free room');
}

async function settled(page) {
  await page.waitForLoadState('load');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
}

/** One journey in a fresh phone-sized context; the bytes each step took, by kind. */
async function journey(browser, saveData, daysAhead) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
    timezoneId: 'Africa/Lagos',
    // The service worker fetches on its own (its page navigations and the offline copies) out of the page's sight:
    // without it, every byte of the pages crosses the page's own network log.
    serviceWorkers: 'block',
    // One address per journey, so that the site's limits per client address never slow a run.
    extraHTTPHeaders: {
      'x-forwarded-for': `10.77.${saveData ? 1 : 2}.${Math.floor(Math.random() * 250) + 1}`,
      ...(saveData ? { 'Save-Data': 'on' } : {}),
    },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The browser's data saver sets the header above and navigator.connection.saveData for scripts.
  if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const types = new Map();
  let current = null;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    if (!current) return;
    const kind = kindOf(types.get(e.requestId));
    current[kind] += e.encodedDataLength;
    current.requests += 1;
  });
  const steps = [];
  const step = async (name, action) => {
    current = { name, requests: 0, ...Object.fromEntries(KINDS.map((k) => [k, 0])) };
    await action();
    await settled(page);
    steps.push(current);
    current = null;
  };

  const stay = await freeStay(context.request, daysAhead);
  const query = `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0&room=1`;
  await step('Home', () => page.goto('/'));
  await step('Results', () => page.goto(`/hotel/result?location=Lagos&${query}`));
  await step('Hotel', () => page.goto(`/hotel/${encodeURIComponent(stay.hotel.slug)}?${query}`));
  await step('Booking', async () => {
    const section = page.locator('#availability');
    await section.getByRole('article', { name: stay.room.roomName }).locator('select').selectOption('1');
    await section.getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
  });
  // The booking itself through the site's API in this browser (the form's fields are not what is measured).
  const created = await context.request.post(`/api/bookings/${stay.hotel._id}/new`, {
    data: {
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      bookingInfo: {
        email: `bench.${Date.now()}@example.com`,
        fullName: 'Ada Obi',
        // A guest of their own each run: the site limits how many rooms one guest holds.
        phoneNumber: `080${String(Date.now() % 1e8).padStart(8, '0')}`,
        location: { address: '', state: 'Lagos', zipCode: '', country: 'Nigeria' },
      },
      guests: { adults: 2, children: 0 },
      guestDetails: [],
      rooms: [{ numberOfRooms: 1, room: stay.room.categoryId }],
      specialRequest: '',
      purpose: 'Leisure',
      arrivalTime: '1:00pm-2:00pm',
      paperlessConfirmation: true,
    },
  });
  if (created.status() !== 201) throw new Error(`booking refused: ${created.status()} ${await created.text()}`);
  const { bookingID } = await created.json();
  await context.request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } });
  await step('Confirmation', () => page.goto(`/hotel/confirmation/${stay.hotel._id}/${bookingID}`));
  await context.close();
  return steps;
}

const kb = (n) => (n / 1024).toFixed(1);

function table(off, on) {
  const rows = [
    '| Page | Requests off / on | Pictures off / on (KB) | Scripts off / on (KB) | All off (KB) | All on (KB) | Saved |',
  ];
  rows.push('| --- | --- | --- | --- | --- | --- | --- |');
  const sum = (s) => KINDS.reduce((a, k) => a + s[k], 0);
  let totalOff = 0;
  let totalOn = 0;
  for (let i = 0; i < off.length; i++) {
    const [a, b] = [off[i], on[i]];
    totalOff += sum(a);
    totalOn += sum(b);
    const saved = sum(a) ? `${Math.round((1 - sum(b) / sum(a)) * 100)} %` : '–';
    rows.push(
      `| ${a.name} | ${a.requests} / ${b.requests} | ${kb(a.image)} / ${kb(b.image)} | ${kb(a.script)} / ${kb(b.script)} | ${kb(sum(a))} | ${kb(sum(b))} | ${saved} |`,
    );
  }
  rows.push(
    `| **Journey** | | | | **${kb(totalOff)}** | **${kb(totalOn)}** | **${Math.round((1 - totalOn / totalOff) * 100)} %** |`,
  );
  return rows.join('\n');
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  log('journey without data saver');
  const off = await journey(browser, false, 95);
  log('journey with data saver');
  const on = await journey(browser, true, 96);
  const report = `# Bytes of the booking journey

Measured by \`npm run bench:bytes\` (scripts/bench/journey-bytes.mjs) on ${new Date().toISOString().slice(0, 10)}
against a production build. Chromium as a phone (390 × 844, 2× pixels), a fresh profile per journey (nothing cached
at the start; files fetched on an earlier page are not fetched again). Bytes are what crossed the wire for each page
(DevTools protocol \`Network.loadingFinished\` \`encodedDataLength\`: compressed bodies and headers), from the
navigation until the page was ready and ${SETTLE_MS / 1000} s had passed without scrolling. "On" is the browser's data
saver: the \`Save-Data: on\` header and \`navigator.connection.saveData\`; choosing data saver in Preferences has the
same effect through its cookie. The service worker is kept out of the runs (it would fetch pages out of the page's
network log); where it runs, it adds the offline copy of the confirmation and its calendar file, fetched once more
in the background, the same with and without data saver.

${table(off, on)}

What data saver changes: pictures come in half their width or less (the picture route answers \`Save-Data\` and the
Preferences cookie), and the home hero shows its first picture only (no slideshow, its other pictures never
fetched). Pages, scripts and styles are the same: the public pages stay cached shells, and no page prefetches
links (next/link with prefetch off throughout the site).
`;
  // In the repository's own format (the table's columns lined up), so the report needs no formatting pass.
  await writeFile(OUT, await format(report, { ...(await resolveConfig(OUT)), filepath: OUT }));
  log('wrote', path.relative(root, OUT));
  console.log(report);
} finally {
  await browser.close();
}
