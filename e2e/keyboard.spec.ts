import type { Locator, Page } from '@playwright/test';
import ar from '../messages/ar';
import en from '../messages/en';
import { registerGuest } from './auth-helpers';
import { DESKTOP, PHONE, expect, open, test } from './fixtures';

const languages = [
  { lng: 'en', m: en, dir: 'ltr' },
  { lng: 'ar', m: ar, dir: 'rtl' },
] as const;

/** Presses Tab (or Shift+Tab, for what ends the page) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs round a dialog more times than it has controls; the focus must never leave it. */
async function expectTabKeptIn(page: Page, dialog: Locator, presses = 25) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

for (const { lng, m, dir } of languages) {
  test.describe(`by keyboard alone (${lng})`, () => {
    test('the side menu keeps Tab inside, closes on Escape and gives the focus back to its button', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, `/?lng=${lng}`);
      const button = page.getByRole('button', { name: m.common.nav.openMenu });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: m.common.nav.menu });
      await expect(drawer).toBeVisible();
      // The rest of the page, this button too, is hidden from screen readers while the menu is open.
      await expect(page.getByRole('button', { name: m.common.nav.openMenu })).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.common.nav.openMenu, includeHidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // It slides from the start edge: the left in English, the right in Arabic.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box && Math.round(dir === 'rtl' ? PHONE.width - (box.x + box.width) : box.x);
        })
        .toBe(0);
      await expectTabKeptIn(page, drawer);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the language and More menus open with Enter and Space, arrows move, Escape returns to their button', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `/?lng=${lng}`);
      const banner = page.getByRole('banner');

      const language = banner.getByRole('button', { name: m.common.language.choose });
      await tabTo(page, language);
      await page.keyboard.press('Enter');
      const languageMenu = page.getByRole('menu', { name: m.common.language.choose });
      await expect(languageMenu).toBeVisible();
      await expect(page.getByRole('menuitemradio', { name: m.common.language[lng] })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('menuitemradio', { name: m.common.language.en })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitemradio', { name: m.common.language.fr })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(languageMenu).toBeHidden();
      await expect(language).toBeFocused();
      await page.keyboard.press(' ');
      await expect(languageMenu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(language).toBeFocused();

      const more = banner.getByRole('button', { name: m.common.more.title });
      await tabTo(page, more);
      await page.keyboard.press(' ');
      const moreMenu = page.getByRole('menu', { name: m.common.more.title });
      await expect(moreMenu).toBeVisible();
      // 'Loyalty Program' is not available yet: the arrows pass over it.
      await expect(moreMenu.getByRole('menuitem', { name: new RegExp(m.common.more.listProperties) })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(moreMenu.getByRole('menuitem', { name: m.common.more.contactService })).toBeFocused();
      await page.keyboard.press('End');
      await expect(moreMenu.getByRole('menuitem', { name: m.common.more.legal })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(moreMenu).toBeHidden();
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(moreMenu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(more).toBeFocused();
    });

    test('the help popover opens and closes with the keys and on a click outside', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, `/?lng=${lng}`);
      const help = page.getByRole('button', { name: m.common.help.button, exact: true });
      // The help button floats over the page and comes last: Shift+Tab reaches it from the top.
      await tabTo(page, help, 'Shift+Tab');
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: m.common.help.title });
      await expect(popover).toBeVisible();
      const box = await popover.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(help).toBeFocused();
      await page.keyboard.press(' ');
      await expect(popover).toBeVisible();
      await page.keyboard.press(' ');
      await expect(popover).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(popover).toBeVisible();
      await page.mouse.click(20, 300);
      await expect(popover).toBeHidden();
    });

    test('the account menu opens from the keyboard and its Logout leaves a toast', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await registerGuest(page.request);
      await open(page, `/?lng=${lng}`);
      const account = page.getByRole('banner').getByRole('button', { name: /Ada/ });
      await tabTo(page, account);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: m.common.settingsTabs.MyProfile })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: m.common.settingsTabs.Preferences })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(account).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: m.common.nav.logout })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(lng === 'ar' ? /\/ar$/ : /\/$/);
      const region = page.getByRole('region', { name: new RegExp(m.common.toast.region) });
      await expect(region.getByText(m.onboarding.loggedOut)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: m.common.nav.login })).toBeVisible();
    });
  });
}

test.describe('by keyboard alone on a phone', () => {
  test('the account menu fills the screen, keeps Tab inside and logs out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await registerGuest(page.request);
    await open(page, '/');
    const account = page.getByRole('banner').getByRole('button', { name: /Ada/ });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await expect(sheet).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(PHONE.width);
    await expect(sheet.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Contact Customer Service' })).toBeVisible();
    await expectTabKeptIn(page, sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(account).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, sheet.getByRole('button', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
