import type { Browser, Page } from '@playwright/test';
import { latestCode, outboxFor, provePhone, registerGuest, uniqueGuest } from './auth-helpers';
import ar from '../messages/ar';
import { expect, open, test } from './fixtures';

/** A browser of its own per guest, with its own client address for the rate limits. */
async function guestPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Welcome, Ada')).toBeVisible();
}

test.describe('accounts in the browser', () => {
  test('a new guest registers with a verified e-mail, signs out and signs in with the password', async ({
    browser,
  }) => {
    const guest = uniqueGuest();
    const page = await guestPage(browser, guest.ip);
    await open(page, '/register');
    await expect(page.getByRole('heading', { name: 'Create Guest Account' })).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email', { exact: true }).fill(guest.email);
    await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Verification code').fill(await latestCode(page.request, guest.email));
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await page.getByLabel('Phone number').fill(guest.phone.replace('+234', '0'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectSignedIn(page);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Welcome, Ada/ })
      .hover();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();

    await open(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Guest Account' })).toBeVisible();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  test("a refused sign-in is explained in the visitor's language", async ({ browser }) => {
    const guest = uniqueGuest();
    const page = await guestPage(browser, guest.ip);
    await registerGuest(page.request, guest);
    await page.context().clearCookies();
    await open(page, '/login?lng=ar');
    await page.getByLabel(ar.onboarding.fields.email).fill(guest.email);
    await page.getByLabel(ar.onboarding.fields.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: ar.onboarding.signIn, exact: true }).click();
    await expect(page.getByText(ar.errors.invalidCredentials)).toBeVisible();
    await page.context().close();
  });

  test('signs in with an e-mail code and with a WhatsApp code', async ({ browser }) => {
    const guest = uniqueGuest();
    const page = await guestPage(browser, guest.ip);
    await registerGuest(page.request, guest);
    // From another address: this test's own address needs its three code sends for the sign-ins below.
    await provePhone(page.request, { ...guest, ip: uniqueGuest().ip });
    await page.context().clearCookies();

    await open(page, '/login/email');
    await page.getByLabel('Email').fill(guest.email);
    const mailsBefore = (await outboxFor(page.request, guest.email)).messages.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field appears once the code has been stored and sent.
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestCode(page.request, guest.email, mailsBefore));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    // Signed out for the second sign-in: a tab that still remembers its user would run the logout flow (spec
    // section 4) on the 401 of its start-up call and land on the home page.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();

    await open(page, '/login/sms');
    await page.getByLabel('Phone number').fill(guest.phone);
    const textsBefore = (await outboxFor(page.request, guest.phone)).messages.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestCode(page.request, guest.phone, textsBefore));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  test('resets a forgotten password', async ({ browser }) => {
    const guest = uniqueGuest();
    const page = await guestPage(browser, guest.ip);
    await registerGuest(page.request, guest);
    await page.context().clearCookies();
    await open(page, '/forgot-password');
    await expect(page.getByRole('link', { name: 'Back to login page' })).toBeVisible();
    await page.getByLabel('Email').fill(guest.email);
    const before = (await outboxFor(page.request, guest.email)).messages.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    // The field appears once the code has been stored and sent.
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await page.getByLabel('Verification code').fill(await latestCode(page.request, guest.email, before));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill('fresh-pass-9');
    await page.getByLabel('Confirm password').fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();
    await open(page, '/login');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  test('shows every validation message of the login and sign-up forms', async ({ page }) => {
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await open(page, '/register');
    await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
    await expect(page.getByText('Email is required to verify')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Email', { exact: true }).fill('bad@');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abcd');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Invalid email address',
      'Phone number must be valid and contain 10-15 digits',
      'Password must be at least 6 characters',
      'Passwords must match',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('creating an account without a verified e-mail asks to verify first', async ({ page }) => {
    const guest = uniqueGuest();
    await open(page, '/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email', { exact: true }).fill(guest.email);
    await page.getByLabel('Phone number').fill(guest.phone);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Your Information' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please verify either your email or phone number before creating an account.');
  });
});
