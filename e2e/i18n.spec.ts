import { expect, open, test } from './fixtures';

test.describe('languages', () => {
  test('?lng= switches the language and the choice is remembered', async ({ page, context }) => {
    await open(page, '/?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18next');
    expect(cookie?.value).toBe('fr');
    await open(page, '/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('Arabic is laid out right to left', async ({ page }) => {
    await open(page, '/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('the browser language is used when nothing was chosen', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await context.close();
  });

  test('a value that looks like script injection is discarded', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: 'fr', url: 'http://127.0.0.1' }]);
    const response = await open(page, '/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.clearCookies();
    await context.addCookies([{ name: 'i18next', value: '"><img src=x onerror=alert(1)>', url: 'http://127.0.0.1' }]);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language picker switches the page and remembers the choice', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Choose a language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
    await open(page, '/terms-of-use');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});

test.describe('GET /api/locales/{lng}/{ns}.json', () => {
  test('serves each namespace in each language', async ({ request }) => {
    for (const lng of ['en', 'fr', 'zh', 'ar']) {
      for (const ns of ['common', 'onboarding', 'modal_texts']) {
        const res = await request.get(`/api/locales/${lng}/${ns}.json`);
        expect(res.status(), `${lng}/${ns}`).toBe(200);
        expect(Object.keys(await res.json()).length).toBeGreaterThan(3);
      }
    }
    const fr = await (await request.get('/api/locales/fr/modal_texts.json')).json();
    expect(fr.sessionExpiredTitle).not.toBe('Session Expired');
    const en = await (await request.get('/api/locales/en/modal_texts.json')).json();
    expect(en.sessionExpiredText).toBe('Your session has expired. Please log in again.');
  });

  test('answers 404 with a message for an unknown language or namespace', async ({ request }) => {
    for (const path of ['/api/locales/de/common.json', '/api/locales/en/secrets.json', '/api/locales/en/common']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toHaveProperty('message');
    }
  });
});
