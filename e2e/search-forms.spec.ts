import type { Page } from '@playwright/test';
import { registerGuest } from './auth-helpers';
import { graveViolations } from './accessibility';
import { DESKTOP, PHONE, expect, open, test } from './fixtures';

const HOTEL = '/hotel/harmattan-house-abuja';

/** The texts these checks look for, in English and Arabic. */
const TEXTS = {
  en: {
    guests: /^Guests/,
    guestsTitle: 'Guests',
    increaseChildren: 'Increase Children',
    oneChild: '2 Adults • 1 Child • 1 Room',
    dates: /^Check-in — Check-out/,
    gallery: 'Photos of Harmattan House Abuja',
    next: 'Next photo',
    fullScreen: 'View photos full screen',
    forward: 'ArrowRight',
  },
  ar: {
    guests: /^الضيوف/,
    guestsTitle: 'الضيوف',
    increaseChildren: 'الأطفال: زيادة',
    oneChild: 'بالغان • طفل واحد • غرفة واحدة',
    dates: /^الوصول — المغادرة/,
    gallery: 'صور Harmattan House Abuja',
    next: 'الصورة التالية',
    fullScreen: 'عرض الصور بملء الشاشة',
    // Arabic reads from the right: the left arrow goes forward.
    forward: 'ArrowLeft',
  },
} as const;

async function focusByTab(page: Page, name: RegExp | string) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const label = (await focused.getAttribute('aria-label')) ?? (await focused.innerText().catch(() => ''));
    if (typeof name === 'string' ? label === name : name.test(label.trim())) return focused;
  }
  throw new Error(`no control named ${name} reached by Tab`);
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXTS[lang];
  const q = lang === 'en' ? '' : '?lng=ar';

  test.describe(`by keyboard alone (${lang})`, () => {
    // Each check walks a page by keys, one press at a time.
    test.describe.configure({ timeout: 90_000 });

    test('the guests popover opens with a key, counts, and Escape closes it back on its button', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `/${q}`);
      const hero = page.locator('#home-hero');
      const guests = hero.getByRole('button', { name: t.guests });
      await guests.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: t.guestsTitle });
      await expect(popover).toBeVisible();
      await expect(guests).toHaveAttribute('aria-expanded', 'true');
      // Tab reaches the counters (the popover takes the focus when it opens).
      await focusByTab(page, t.increaseChildren);
      await page.keyboard.press('Enter');
      await expect(guests).toContainText(t.oneChild);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(guests).toBeFocused();
    });

    test('the guests picker is a bottom sheet on phones, modal, and Escape returns to the button', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, `/${q}`);
      const guests = page.locator('#home-hero').getByRole('button', { name: t.guests });
      await guests.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: t.guestsTitle });
      await expect(sheet).toBeVisible();
      // Modal: Tab never leaves the sheet.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        await expect(sheet.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(guests).toBeFocused();
    });

    test('the dates dialog keeps the focus inside, and Escape returns it to the dates button', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `/${q}`);
      const dates = page.locator('#home-hero').getByRole('button', { name: t.dates });
      await dates.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.rdp-root')).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(dates).toBeFocused();
    });

    test('the hotel gallery moves with the arrow keys, opens full screen and closes with Escape', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `${HOTEL}${q}`);
      const gallery = page.getByRole('region', { name: t.gallery });
      const position = gallery.getByText(/^\d+ \/ \d+$/);
      await expect(position).toHaveText(/^1 \/ /);
      await gallery.getByRole('button', { name: t.next }).focus();
      await page.keyboard.press(t.forward);
      await expect(position).toHaveText(/^2 \/ /);
      await page.keyboard.press(t.forward);
      await expect(position).toHaveText(/^3 \/ /);

      const fullScreen = gallery.getByRole('button', { name: t.fullScreen });
      await fullScreen.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Harmattan House Abuja' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(/^3 \/ /);
      await page.keyboard.press(t.forward);
      await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(/^4 \/ /);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(fullScreen).toBeFocused();
      // The page's gallery stays where the full-screen view was left.
      await expect(position).toHaveText(/^4 \/ /);
    });
  });
}

test.describe('toasts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the newsletter says Subscribing..., then success; a repeat shows the server message', async ({ page }) => {
    await open(page, '/');
    const email = `news-${Date.now()}@example.com`;
    const section = page.locator('#newsletter');
    await section.getByRole('textbox').fill(email);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();
    await expect(section.getByRole('textbox')).toHaveValue('');
    await expect(page.getByText('Subscribing...')).toBeHidden();

    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Email address is required')).toBeVisible();
    await expect(section.getByRole('textbox')).toBeFocused();
  });

  test('the newsletter shows the fallback when the server fails without a message', async ({ page }) => {
    await open(page, '/');
    await page.route('**/api/subscribers/new', (route) => route.fulfill({ status: 500, body: '{}' }));
    const section = page.locator('#newsletter');
    await section.getByRole('textbox').fill('ada@example.com');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  });
});

test.describe('no serious or critical accessibility violation', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`home, results, a hotel and the liked hotels, ${lang}, ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ colorScheme: scheme });
        await registerGuest(page.request);
        const q = lang === 'en' ? '' : 'lng=ar';
        const paths = ['/', '/hotel/result?location=Lagos', HOTEL, '/hotel/liked'];
        for (const path of paths) {
          const sep = path.includes('?') ? '&' : '?';
          await open(page, q ? `${path}${sep}${q}` : path);
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          await expect(page.locator('html')).toHaveClass(new RegExp(scheme === 'dark' ? 'dark' : '^(?!.*dark)'));
          expect(await graveViolations(page), path).toEqual([]);
        }
      });
    }
  }
});
