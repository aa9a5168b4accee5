import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { createBooking } from './booking-helpers';
import { freeStay, hotelPage, reserve } from './checkout-helpers';
import { expect, open, test } from './fixtures';

// A production server as an operator starts it without a Flutterwave key (and without PAYMENTS_SANDBOX): it takes no
// card payment and has no sandbox checkout, and says so.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const SITE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'staynaija-no-payments-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DATA_DIR: dataDir,
    SITE_URL: SITE,
    DEV_OUTBOX: 'true',
    TRUSTED_PROXY_COUNT: '1',
  };
  for (const name of [
    'DATABASE_URL',
    'FLUTTERWAVE_SECRET_KEY',
    'FLUTTERWAVE_WEBHOOK_HASH',
    'PAYMENTS_SANDBOX',
    'REDIS_URL',
  ])
    delete env[name];
  server = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const until = Date.now() + 150_000;
  for (;;) {
    const up = await fetch(`${SITE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the server on ${SITE} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a production server without a payment key says Pay now is unavailable and opens no checkout', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: SITE });
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();

  const guest = uniqueGuest();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
  await registerGuest(page.request, guest);
  const stay = await freeStay(api, 40);
  await open(page, hotelPage(stay));
  await reserve(page, stay, 'Reserve');
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
  const payNow = dialog.getByRole('radio', { name: /^Pay now/ });
  await expect(payNow).toBeDisabled();
  await expect(dialog).toContainText('This payment option is currently unavailable.');

  // The booking can still be paid at the property.
  await dialog.getByRole('radio', { name: /^Pay at the property/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/hotel\/confirmation\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A client that asks for a card checkout anyway gets the same message, and no checkout.
  const created = await createBooking(
    page.request,
    {
      hotelId: stay.hotel._id,
      categoryId: stay.room.categoryId,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
    },
    { email: guest.email, fullName: 'Ada Obi', phoneNumber: '08031234567', address: '', state: 'Lagos' },
  );
  expect(created.status()).toBe(201);
  const { bookingID } = (await created.json()) as { bookingID: string };
  expect((await page.request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Card' } })).status()).toBe(
    200,
  );
  const asked = await page.request.post('/api/payments/initiate-payment', { data: { bookingId: bookingID } });
  expect(asked.status()).toBe(503);
  expect(await asked.json()).toMatchObject({
    code: 'paymentUnavailable',
    message: 'This payment option is currently unavailable.',
  });
  await context.close();
  await api.dispose();
});
