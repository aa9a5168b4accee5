import type { Page } from '@playwright/test';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { bookingPage, freeStay } from './checkout-helpers';
import { expect, holdScripts, hydrated, PHONE, test } from './fixtures';

// A traveller on a slow phone types while the page is still starting: what was typed, and chosen, before the page's
// scripts ran is still there once they have, and the form sends it.

/**
 * Opens a page with its scripts held, so that typing happens before it hydrates. Once it has started, the pages that
 * follow load their scripts as a browser does, without passing through the test.
 */
async function openStarting(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await hydrated(page);
    // A script still travelling when a form sends the browser on may fail with its page: that is not the test's.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

test.describe('what a traveller types while the page starts is kept', () => {
  test('the booking form', async ({ page, consoleMessages }) => {
    await page.setViewportSize(PHONE);
    const stay = await freeStay(page.request, 61);
    const start = await openStarting(page, bookingPage(stay));
    // The form comes with the stay it books, which the running page asks for: until then there is no field to type
    // into, so nothing typed can be lost, and the page says it is loading.
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await start();
    const guest = uniqueGuest();
    await page.getByLabel('First name').first().fill('Ada');
    await page.getByLabel('Last name').first().fill('Obi');
    await page.getByLabel('Email address').first().fill(guest.email);
    await page.getByLabel('Purpose of your trip').selectOption('Business');
    await page.getByLabel('Phone number').first().fill('08031234567');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    expect(consoleMessages).toEqual([]);
  });

  test('the search bar', async ({ page, consoleMessages }) => {
    const start = await openStarting(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByLabel('Destination').fill('Abuja');
    await hero.getByText('Apartments', { exact: true }).click();
    await start();
    await expect(hero.getByLabel('Destination')).toHaveValue('Abuja');
    await expect(hero.getByRole('radio', { name: 'Apartments' })).toBeChecked();
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/hotel\/result\?.*location=Abuja.*type=apartment/);
    expect(consoleMessages).toEqual([]);
  });

  test("a hotel page's stay form", async ({ page, consoleMessages }) => {
    await page.setViewportSize(PHONE);
    const { hotel, checkIn, checkOut } = await freeStay(page.request, 61);
    const start = await openStarting(page, `/hotel/${hotel.slug}`);
    await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
    await page.getByLabel('Check-out', { exact: true }).fill(checkOut);
    await page.getByRole('spinbutton', { name: 'Adults' }).fill('3');
    await start();
    // The page's own start (the rooms for the stay of its address or the stored search) leaves the traveller's choice.
    await expect(page.locator('#availability').getByText('Checking availability...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Increase Children' }).click();
    await expect(page.getByLabel('Check-in', { exact: true })).toHaveValue(checkIn);
    await expect(page.getByLabel('Check-out', { exact: true })).toHaveValue(checkOut);
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: 'Children' })).toHaveValue('1');
    const priced = page.waitForResponse(
      (r) => r.url().includes('/search-availability') && r.url().includes(`checkInDate=${checkIn}`),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await priced).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1`));
    await expect(page.locator('#availability').getByRole('article').first()).toContainText('Total for 2 nights');
    expect(consoleMessages).toEqual([]);
  });

  /** A registered guest's address and password typed into the sign-in page while it starts. */
  async function typeSignIn(page: Page) {
    const guest = uniqueGuest();
    await registerGuest(page.request, guest);
    await page.context().clearCookies();
    const start = await openStarting(page, '/login');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    return { guest, start };
  }

  test('sign-in', async ({ page, consoleMessages }) => {
    const { guest, start } = await typeSignIn(page);
    await start();
    await expect(page.getByLabel('Email')).toHaveValue(guest.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The notice comes with the home page, loaded in full after the sign-in (a slow password hash): it may take
    // longer than one check on a busy machine.
    await expect(page.getByText('Login successful!')).toBeVisible({ timeout: 20_000 });
    expect(consoleMessages.filter((m) => !/status of 401/.test(m))).toEqual([]);
  });

  test('a sign-in sent before the scripts run is not sent as a page request, and goes once they have', async ({
    page,
    consoleMessages,
  }) => {
    const { start } = await typeSignIn(page);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeDisabled();
    await signIn.click({ force: true });
    // Neither Enter nor the press made a page request of the form: the password is in no address, the text is kept.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret123');
    await start();
    await expect(signIn).toBeEnabled();
    await signIn.click();
    // The notice comes with the home page, loaded in full after the sign-in (a slow password hash): it may take
    // longer than one check on a busy machine.
    await expect(page.getByText('Login successful!')).toBeVisible({ timeout: 20_000 });
    expect(consoleMessages.filter((m) => !/status of 401/.test(m))).toEqual([]);
  });

  test('sign-up', async ({ page, consoleMessages }) => {
    const guest = uniqueGuest();
    const start = await openStarting(page, '/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email', { exact: true }).fill(guest.email);
    await start();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Obi');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(guest.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The form holds what was typed: only the fields left empty are asked for.
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Last name is required')).toHaveCount(0);
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });
});
