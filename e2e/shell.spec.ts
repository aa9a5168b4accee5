import { DESKTOP, PHONE, expect, open, test } from './fixtures';

test.describe('top bar, side menu and footer', () => {
  test('a visitor sees the top bar with every control', async ({ page, consoleMessages }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'StayNaija home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Choose a language' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Currency' })).toHaveText('NGN');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    const list = header.getByRole('link', { name: /List your property/ });
    await expect(list).toHaveAttribute('target', '_blank');
    await expect(list).toHaveAttribute('href', /^https:\/\/partners\./);
    await expect(header.getByRole('link', { name: 'reservations@staynaija.com' })).toHaveAttribute(
      'href',
      'mailto:reservations@staynaija.com',
    );
    expect(consoleMessages).toEqual([]);
  });

  test('the More menu has its three sections and closes on an outside click', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    // A menu of links: each link is a menu item (role menuitem) that keeps its address.
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByText('Help and support')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Loyalty Program/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: /List Properties/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name: 'Contact Customer Service' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(menu.getByRole('menuitem', { name: /Partner Dispute/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'About' })).toHaveAttribute('href', '/about-us');
    await expect(menu.getByRole('menuitem', { name: 'Privacy & Cookies' })).toHaveAttribute('href', '/privacy-policy');
    await expect(menu.getByRole('menuitem', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-of-use');
    await expect(menu.getByRole('menuitem', { name: 'Legal' })).toHaveAttribute('href', '/privacy-policy');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('the help button toggles the two support lines and closes on an outside click', async ({ page }) => {
    await open(page, '/');
    const help = page.getByRole('button', { name: 'Help', exact: true });
    await help.click();
    const first = page.getByRole('link', { name: 'Support line +234 809 000 1122' });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', 'https://wa.me/2348090001122');
    await expect(page.getByRole('link', { name: 'Support line +234 909 000 3344' })).toBeVisible();
    await help.click();
    await expect(first).toBeHidden();
    await help.click();
    await expect(first).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(first).toBeHidden();
  });

  test('the side menu opens, shows the visitor and switches to dark mode, remembered after a reload', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Guest', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The stored choice applies before the page is painted: no flash of the light theme.
    const classAtFirstPaint = page
      .waitForEvent('domcontentloaded')
      .then(() => page.evaluate(() => document.documentElement.className));
    await page.reload();
    expect(await classAtFirstPaint).toContain('dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Light Mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the system dark preference is used when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('the footer links top cities and hotels and shows the current year', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Victoria Island', exact: true })).toHaveAttribute(
      'href',
      '/hotel/top-destination?state=Victoria+Island',
    );
    await expect(footer.getByRole('link', { name: 'Lekki', exact: true })).toHaveAttribute(
      'href',
      '/hotel/top-destination?state=lekki',
    );
    for (const name of [
      'About us',
      'Contact us',
      'Careers',
      'Blog',
      'Terms of use',
      'Privacy policy',
      'Partner login',
      'Travel agents',
    ]) {
      await expect(footer.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    }
    const hotelLinks = footer.locator('section', { hasText: 'Top hotels' }).getByRole('link');
    await expect(hotelLinks).toHaveCount(6);
    const href = await hotelLinks.first().getAttribute('href');
    expect(href).toMatch(/^\/hotel\/[a-z0-9%&-]+$/);
    expect(href).toBe(href?.toLowerCase());
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} StayNaija Technologies Ltd.`)).toBeVisible();
    expect((await request.get('/')).status()).toBe(200);
  });

  test('on a phone the footer sections are accordions', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const toggle = footer.getByRole('button', { name: 'Top cities' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Ibadan' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Ibadan' })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('any unknown path answers 404 with a way home', async ({ page }) => {
    const response = await open(page, '/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
