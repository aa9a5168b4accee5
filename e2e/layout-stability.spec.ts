import { bookingPage, freeStay } from './checkout-helpers';
import { expect, PHONE, test } from './fixtures';

// On a slow network nothing a traveller sees on the booking page may jump once it has painted (the spec's CLS ≤ 0.05):
// a frame painted ahead of the stay would put the footer under the header until the stay pushed it down.

test('the booking page keeps its layout while the stay arrives on a slow phone network', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const path = bookingPage(await freeStay(page.request, 75));
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
