import { expect, open, test } from './fixtures';

const pages = [
  { path: '/about-us', heading: 'About us' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-of-use', heading: 'Terms of use' },
  { path: '/contact-us', heading: 'Contact us' },
];

test.describe('information pages', () => {
  for (const { path, heading } of pages) {
    test(`${path} has its title, content and a canonical link`, async ({ page }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(heading, 'i'));
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page).toHaveTitle(/StayNaija/);
    });
  }

  test('the contact page shows both support numbers and the reservations e-mail', async ({ page }) => {
    await open(page, '/contact-us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+234 809 000 1122' })).toHaveAttribute('href', 'tel:+2348090001122');
    await expect(main.getByRole('link', { name: '+234 909 000 3344' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'reservations@staynaija.com' })).toBeVisible();
  });

  test('the information pages are translated', async ({ page }) => {
    await open(page, '/privacy-policy?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Privacy policy/i);
  });
});

test.describe('operations', () => {
  test('GET /api/health reports the database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  test('pages carry security headers', async ({ request }) => {
    const res = await request.get('/');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['x-powered-by']).toBeUndefined();
  });
});
