import type { Page } from '@playwright/test';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { bookAndConfirm, bookingCard, bookStay, freeRoom, slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

const PERSONAL = 'staynaija-personal-';
const MY_BOOKINGS = '/hotel/settings?tab=My Bookings';

/** Waits until the service worker controls the page (it registers once the page has loaded and the browser is idle). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

/** Whether this device keeps a guest's copy of an address (without its query, as the service worker keys them). */
function kept(page: Page, path: string) {
  return page.evaluate(
    async ({ path, prefix }) => {
      const url = new URL(path, location.origin);
      const key = url.searchParams.get('tab') ? `${url.origin}${url.pathname}?tab=My%20Bookings` : url.href;
      for (const name of await caches.keys()) {
        if (name.startsWith(prefix) && (await (await caches.open(name)).match(key))) return true;
      }
      return false;
    },
    { path, prefix: PERSONAL },
  );
}

async function personalCaches(page: Page) {
  return page.evaluate(async (prefix) => (await caches.keys()).filter((n) => n.startsWith(prefix)), PERSONAL);
}

/** A signed-in guest with a confirmed booking paid at the property; returns its id and confirmation address. */
async function guestWithBooking(page: Page, daysAhead: number) {
  await registerGuest(page.request);
  const stay = await freeRoom(page.request, daysAhead, false);
  const bookingId = await bookAndConfirm(page.request, stay);
  return { bookingId, confirmation: `/hotel/confirmation/${stay.hotelId}/${bookingId}` };
}

/** A visitor's booking paid at the property, booked in this browser (which then holds the booking cookie). */
async function visitorWithBooking(page: Page, daysAhead: number) {
  const stay = await freeRoom(page.request, daysAhead, false);
  const booking = await bookStay(page.request, stay, { guest: { email: uniqueGuest().email } });
  return { bookingId: booking.id, confirmation: booking.confirmation };
}

test('the site is installable: its manifest, icons and a service worker that answers fetches', async ({ page }) => {
  await open(page, '/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Test browsers run every context like an incognito window, where Chromium never offers to install: that one
  // reason is the test's, every other (manifest, icons, start address, service worker) would be the site's.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  // The worker comes after the page: no script of the first load names it.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => e.name),
  );
  expect(scripts.some((name) => name.endsWith('/sw.js'))).toBe(false);
});

test.describe('bookings offline', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the confirmation and My Bookings open offline in English and Arabic, and are gone after logout', async ({
    page,
    context,
  }) => {
    const { bookingId, confirmation } = await guestWithBooking(page, 61);
    await open(page, confirmation);
    await controlled(page);
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    const hotel = await page.locator('dd .font-semibold').first().innerText();
    const pages = [confirmation, MY_BOOKINGS, `/ar${confirmation}`, `/ar${MY_BOOKINGS}`];
    for (const path of pages) {
      await open(page, path);
      await expect.poll(() => kept(page, path), { message: `${path} kept`, timeout: 20_000 }).toBe(true);
    }
    const calendar = `/api/bookings/${bookingId}/calendar`;
    await expect.poll(() => kept(page, calendar), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.goto(confirmation);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByRole('status').filter({ hasText: /^You're offline\. Saved / })).toBeVisible();
    const main = page.locator('#main');
    await expect(main).toContainText(hotel);
    for (const fact of ['Check-in', 'Check-out', 'Rooms', 'Guests', 'Due at the property', 'Cancellation']) {
      await expect(main.getByText(fact, { exact: true }).first()).toBeVisible();
    }
    const ics = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, body: await res.text() };
    }, calendar);
    expect(ics.status).toBe(200);
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(reference);

    await page.goto(MY_BOOKINGS);
    await expect(bookingCard(page, bookingId)).toContainText(reference);
    await expect(page.getByRole('status').filter({ hasText: /^You're offline\. Saved / })).toBeVisible();

    await page.goto(`/ar${confirmation}`);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت. تم الحفظ' })).toBeVisible();
    await page.goto(`/ar${MY_BOOKINGS}`);
    await expect(bookingCard(page, bookingId)).toContainText(reference);
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت. تم الحفظ' })).toBeVisible();

    // A page the device never kept: the offline page, in the address's language.
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await page.goto('/ar/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' })).toBeVisible();

    await context.setOffline(false);
    await open(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Welcome, Ada/ })
      .hover();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect.poll(() => personalCaches(page)).toEqual([]);

    await context.setOffline(true);
    for (const path of [confirmation, MY_BOOKINGS, `/ar${confirmation}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/You're offline|أنت غير متصل بالإنترنت/);
      await expect(page.getByText(reference)).toHaveCount(0);
    }
    const gone = await page.evaluate(
      async (url) =>
        fetch(url).then(
          (r) => r.status,
          () => 'failed',
        ),
      calendar,
    );
    expect(gone).toBe('failed');
    await context.setOffline(false);
  });

  test('a second guest on the same browser never sees the first guest’s booking', async ({ page, context }) => {
    const first = await guestWithBooking(page, 64);
    await open(page, first.confirmation);
    await controlled(page);
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    await expect.poll(() => kept(page, first.confirmation), { timeout: 20_000 }).toBe(true);

    // The first guest's session leaves this browser without the logout flow; a second guest signs in.
    await context.clearCookies();
    await registerGuest(page.request);
    await open(page, '/');
    await expect.poll(() => personalCaches(page)).toEqual([]);

    await open(page, first.confirmation);
    await expect(page.getByText(reference)).toHaveCount(0);
    await open(page, MY_BOOKINGS);
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();
    await expect(bookingCard(page, first.bookingId)).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(first.confirmation);
    await expect(page.getByText(reference)).toHaveCount(0);
    await page.goto(MY_BOOKINGS);
    await expect(bookingCard(page, first.bookingId)).toHaveCount(0);
    await expect(page.getByText(reference)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a visitor who booked without an account reads the confirmation offline, until the booking cookie changes', async ({
    page,
    context,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueGuest().ip });
    const first = await visitorWithBooking(page, 67);
    await open(page, first.confirmation);
    await controlled(page);
    const reference = (await page.getByTestId('booking-reference').innerText()).trim();
    await expect.poll(() => kept(page, first.confirmation), { timeout: 20_000 }).toBe(true);
    const calendar = `/api/bookings/${first.bookingId}/calendar`;
    await expect.poll(() => kept(page, calendar), { timeout: 20_000 }).toBe(true);
    // Another page load (the start-up user check answers 401 for a visitor) keeps the copy.
    await open(page, '/');
    await expect.poll(() => personalCaches(page)).toHaveLength(1);

    await context.setOffline(true);
    await page.goto(first.confirmation);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByRole('status').filter({ hasText: /^You're offline\. Saved / })).toBeVisible();
    await context.setOffline(false);

    // The booking cookie leaves this browser; the next visitor books for themselves.
    await context.clearCookies();
    await open(page, '/');
    await expect.poll(() => personalCaches(page)).toEqual([]);
    const second = await visitorWithBooking(page, 68);
    await open(page, second.confirmation);
    await expect.poll(() => kept(page, second.confirmation), { timeout: 20_000 }).toBe(true);
    expect(await kept(page, first.confirmation)).toBe(false);

    await context.setOffline(true);
    await page.goto(first.confirmation);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    await expect(page.getByText(reference)).toHaveCount(0);
    await context.setOffline(false);
  });
});
