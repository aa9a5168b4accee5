import { registerGuest } from './auth-helpers';
import { expect, open, test } from './fixtures';

test.describe('favourites', () => {
  test('a visitor who taps the heart is asked to sign in', async ({ page }) => {
    await open(page, '/hotels');
    await page.locator('main article').first().getByRole('button', { name: 'Save to favourites' }).click();
    await expect(page.getByText('Sign in to save your favourite stays.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('a signed-in guest likes a hotel and finds it on the liked hotels page after a reload', async ({ page }) => {
    await registerGuest(page.request);
    await open(page, '/hotels');
    await expect(page.getByRole('banner').getByText('Welcome, Ada')).toBeVisible();
    const card = page.locator('main article').nth(1);
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    const heart = card.getByRole('button', { name: 'Save to favourites' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/favourites') && r.request().method() === 'POST');
    await heart.click();
    expect((await saved).status()).toBe(201);
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(
      page.locator('main article').nth(1).getByRole('button', { name: 'Remove from favourites' }),
    ).toBeVisible();
    await open(page, '/hotel/liked');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liked hotels');
    await expect(page.locator('main article h3')).toHaveText([name]);

    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/favourites/') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page.getByRole('button', { name: 'Save to favourites' })).toBeVisible();
    // The heart changes at once; the reload must wait for the server to have removed the like.
    expect((await removed).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("You haven't saved any stays yet.")).toBeVisible();
  });

  test('a session that ends on the liked hotels page shows Session Expired, and OK goes to /login', async ({
    page,
  }) => {
    await registerGuest(page.request);
    await open(page, '/hotels');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/favourites') && r.request().method() === 'POST');
    await page.locator('main article').first().getByRole('button', { name: 'Save to favourites' }).click();
    expect((await saved).status()).toBe(201);
    await open(page, '/hotel/liked');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liked hotels');

    // The session ends elsewhere (another tab logs out); this page still shows the signed-in view.
    expect((await page.request.post('/api/user_auth/logout')).status()).toBe(200);
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has expired. Please log in again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The liked page was replaced in history: going back returns to the results, not to the protected page.
    await page.goBack();
    await expect(page).toHaveURL(/\/hotels$/);
  });

  test('the favourites API checks the session and the input', async ({ request }) => {
    expect((await request.get('/api/favourites')).status()).toBe(401);
    const anonymous = await request.post('/api/favourites', {
      data: { hotelId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(anonymous.status()).toBe(401);
    await registerGuest(request);
    const bad = await request.post('/api/favourites', { data: { hotelId: 'not-a-hotel' } });
    expect(bad.status()).toBe(400);
    const unknown = await request.post('/api/favourites', {
      data: { hotelId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status()).toBe(404);
    expect((await request.get('/api/favourites')).status()).toBe(200);
  });

  test('signed-in guests are sent home from the sign-in page and can log out', async ({ page }) => {
    await registerGuest(page.request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Welcome, Ada/ })
      .hover();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
