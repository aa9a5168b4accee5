import type { Browser, Locator, Page } from '@playwright/test';
import ar from '../messages/ar';
import en from '../messages/en';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { graveViolations } from './accessibility';
import { expect, open, test } from './fixtures';

// Keyboard walks and axe scans are slow on a busy machine; the checks themselves wait as usual.
test.describe.configure({ timeout: 90_000 });

type Messages = typeof en;
const languages = [
  { lng: 'en', m: en },
  { lng: 'ar', m: ar as unknown as Messages },
] as const;

/** A browser of its own with its own client address, so code sends count against this test only. */
async function guestPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

/** Presses Tab `times` times and checks after each press that the focus is still inside `container`. */
async function expectTabTrapped(page: Page, container: Locator, times = 8) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** From a freshly loaded page, by keyboard: Tab to the skip link and follow it into the main content. */
async function skipToMain(page: Page, label: string) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: label })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Moves the focus with Tab (Shift+Tab when `back`) until `target` has it; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

for (const { lng, m } of languages) {
  test.describe(`auth forms by keyboard (${lng})`, () => {
    test('the Verify dialog and Verify Your Information keep the focus, close on Escape and give it back', async ({
      browser,
    }) => {
      const guest = uniqueGuest();
      const page = await guestPage(browser, guest.ip);
      await open(page, `/register?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const field = (label: string) => page.getByLabel(label, { exact: true });

      await skipToMain(page, m.common.nav.skipToContent);
      await tabTo(page, field(m.onboarding.fields.email));
      await page.keyboard.type(guest.email);
      await page.keyboard.press('Tab');
      const verify = page.getByRole('button', { name: m.onboarding.verify, exact: true }).first();
      await expect(verify).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByText(m.onboarding.codeSent)).toBeVisible();
      const dialog = page.getByRole('dialog', { name: m.onboarding.verifyEmailTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(m.onboarding.fields.otp)).toBeFocused();
      await expectTabTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(verify).toBeFocused();

      // Everything else filled in, then submitted without a verified address.
      await tabTo(page, field(m.onboarding.fields.firstName), { back: true });
      await page.keyboard.type('Ada');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Obi');
      await tabTo(page, field(m.onboarding.fields.phoneNumber));
      await page.keyboard.type('08031234567');
      await tabTo(page, field(m.onboarding.fields.password));
      await page.keyboard.type('secret123');
      await tabTo(page, field(m.onboarding.fields.confirmPassword));
      await page.keyboard.type('secret123');
      const create = page.getByRole('button', { name: m.onboarding.createAccount });
      await tabTo(page, create);
      await page.keyboard.press('Enter');
      const notice = page.getByRole('dialog', { name: m.modal_texts.verifyInfoTitle });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(m.modal_texts.verifyInfoText);
      await expectTabTrapped(page, notice, 4);
      await page.keyboard.press('Escape');
      await expect(notice).toBeHidden();
      await expect(create).toBeFocused();
      await page.context().close();
    });

    test('Session Expired keeps the focus and Escape goes to the sign-in page', async ({ page }) => {
      await registerGuest(page.request);
      await open(page, `/hotels?lng=${lng}`);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/favourites') && r.request().method() === 'POST');
      await page.locator('main article').first().getByRole('button', { name: m.hotel.like }).click();
      expect((await saved).status()).toBe(201);
      await open(page, `/hotel/liked?lng=${lng}`);
      // The session ends elsewhere; the next call from this page answers 401.
      expect((await page.request.post('/api/user_auth/logout')).status()).toBe(200);
      const remove = page.getByRole('button', { name: m.hotel.unlike }).first();
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: m.modal_texts.sessionExpiredTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(m.modal_texts.sessionExpiredText);
      await expect(dialog.getByRole('button', { name: m.modal_texts.ok })).toBeFocused();
      await expectTabTrapped(page, dialog, 4);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/login(\?|$)/);
    });

    test('signs in by keyboard: Loading..., then Login successful! and home', async ({ browser }) => {
      const guest = uniqueGuest();
      const page = await guestPage(browser, guest.ip);
      await registerGuest(page.request, guest);
      await page.context().clearCookies();
      await open(page, `/login?lng=${lng}`);
      await skipToMain(page, m.common.nav.skipToContent);
      await tabTo(page, page.getByLabel(m.onboarding.fields.email, { exact: true }));
      await page.keyboard.type(guest.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('secret123');
      await page.keyboard.press('Enter');
      // The notice comes with the home page, loaded in full after the sign-in: it may take longer than one check.
      await expect(page.getByText(m.onboarding.loginSuccessful).first()).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/(ar)?(\?.*)?$/);
      await page.context().close();
    });
  });
}

test.describe('field messages, word for word', () => {
  test('login', async ({ page }) => {
    await open(page, '/login');
    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(email).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
    await email.fill('ada@');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  });

  test('sign-up', async ({ page }) => {
    await open(page, '/sign-up');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
    await expect(field('Email')).toHaveAccessibleDescription('Email is required to verify');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(field('First name')).toBeFocused();
    const required = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      'Phone number': 'Phone number is required',
      Password: 'Password is required',
      'Confirm password': 'Confirm Password is required',
    };
    for (const [label, message] of Object.entries(required)) {
      await expect(field(label)).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field('Email').fill('ada.example.com');
    await field('Phone number').fill('080312');
    await field('Password').fill('12345');
    await field('Confirm password').fill('123456');
    await expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(field('Phone number')).toHaveAccessibleDescription(
      'Phone number must be valid and contain 10-15 digits',
    );
    await expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
  });

  test('forgot password, its code step, and reset password', async ({ browser }) => {
    const guest = uniqueGuest();
    const page = await guestPage(browser, guest.ip);
    await open(page, '/forgot-password');
    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await email.fill('nobody@');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await email.fill(guest.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(en.onboarding.resetCodeSent)).toBeVisible();
    const code = page.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(code).toHaveAccessibleDescription('OTP is required');
    await code.fill('123');
    await expect(code).toHaveAccessibleDescription('OTP must be exactly 6 digits');

    await open(page, '/reset-password?token=not-a-token');
    const password = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(confirm).toHaveAccessibleDescription('Confirm Password is required');
    await password.fill('12345');
    await confirm.fill('54321');
    await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(confirm).toHaveAccessibleDescription('Passwords must match');
    await page.context().close();
  });
});

test('a refused sign-in shows Loading..., then the server message as a toast', async ({ browser }) => {
  const guest = uniqueGuest();
  const page = await guestPage(browser, guest.ip);
  await open(page, '/login');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user_auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email', { exact: true }).fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByText(en.errors.invalidCredentials)).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.context().close();
});

test('a user fetch that names nobody logs out to home with You have been logged out., the header following', async ({
  page,
  consoleMessages,
}) => {
  await registerGuest(page.request);
  await open(page, '/about-us');
  await expect(page.getByRole('banner').getByText('Welcome, Ada')).toBeVisible();
  // The session ends elsewhere (another tab signs out): the server no longer knows it when this tab comes back.
  expect((await page.request.post('/api/user_auth/logout')).status()).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const details = await page.request.get('/api/user/my-details');
  expect(details.status()).toBe(200);
  expect(await details.json()).toEqual({ userDetails: null });
  expect(consoleMessages).toEqual([]);
});

for (const path of ['/login', '/register', '/sign-up']) {
  for (const lng of ['en', 'ar']) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`axe finds no serious or critical violation on ${path} (${lng}, ${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, `${path}?lng=${lng}`);
        // The footer belongs to the site frame, checked by its own spec.
        expect(await graveViolations(page, { exclude: 'footer' })).toEqual([]);
      });
    }
  }
}
