import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect, PHONE, test } from './fixtures';

// On a slow network the booking page arrives in two parts: its frame at once, then the stay once the server has read
// it. Nothing a traveller sees may jump when the second part comes in (the spec's CLS ≤ 0.05).

async function bookablePath(request: APIRequestContext) {
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: { _id: string }[] };
  const hotel = hotels[1]!;
  const checkIn = addDays(todayInLagos(), 75);
  const checkOut = addDays(checkIn, 2);
  const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
    params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
  });
  const room = ((await res.json()).response as { categoryId: string; roomsLeft: number }[]).find((r) => r.roomsLeft);
  return (
    `/hotel/booking-details/${hotel._id}?checkIn=${checkIn}&checkOut=${checkOut}` +
    `&adults=2&children=0&rooms=1&selection=${room!.categoryId}:1`
  );
}

test('the booking page keeps its layout while the stay arrives on a slow phone network', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const path = await bookablePath(page.request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  await expect(page.getByLabel('First name').first()).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, v) => sum + v, 0)).toBeLessThanOrEqual(0.05);
});
