import { registerGuest, uniqueGuest } from './auth-helpers';
import { slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

test.describe('after booking', () => {
  // Each test signs up, books and renders several personal pages on a production server: give it room.
  test.describe.configure({ timeout: 150_000 });

  test('a session that ends while the settings are open shows Session Expired, and OK goes to the sign-in page', async ({
    page,
  }) => {
    await registerGuest(page.request);
    await open(page, '/hotel/settings');
    await expect(page.getByRole('banner').getByText('Welcome, Ada')).toBeVisible();
    // The session ends elsewhere; the next save from this page is answered 401.
    expect((await page.request.post('/api/user_auth/logout')).status()).toBe(200);
    await page.getByLabel('First name').fill('Adaeze');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toContainText('Your session has expired. Please log in again.');
    await expect(page.getByText('Not signed in')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // OK replaced the settings page in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/hotel\/settings/);
  });

  test('a settings tab clicked after the session ended elsewhere shows Session Expired, not a silent sign-in page', async ({
    page,
  }) => {
    await registerGuest(page.request);
    await open(page, '/hotel/settings');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Welcome, Ada')).toBeVisible();
    expect((await page.request.post('/api/user_auth/logout')).status()).toBe(200);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toContainText('Your session has expired. Please log in again.');
    await expect(banner.getByText('Welcome, Ada')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a guest edits the profile, removes a favourite, switches theme and language, and the tab is remembered', async ({
    page,
  }) => {
    await registerGuest(page.request);
    await open(page, '/hotel/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'My Profile' })).toBeVisible();
    await expect(page.locator('#main').getByText('Basic Member')).toBeVisible();
    await page.getByLabel('First name').fill('Adaeze');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText('Welcome, Adaeze')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Okafor');

    const { hotels } = (await (await page.request.get('/api/featured-hotels')).json()) as { hotels: { _id: string }[] };
    expect((await page.request.post('/api/favourites', { data: { hotelId: hotels[0]!._id } })).status()).toBe(201);
    await open(page, '/hotel/settings?tab=Favorites');
    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/favourites/') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    expect((await removed).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("You haven't saved any stays yet.")).toBeVisible();

    await open(page, '/hotel/settings?tab=Preferences');
    await page.getByRole('radio', { name: 'Dark Mode' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.locator('#pref-language').selectOption('fr');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Préférences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les préférences' })).toBeVisible();

    // The chosen tab is kept for the session: the page without ?tab= opens it again.
    await page.goto('/hotel/settings');
    await expect(page).toHaveURL(/tab=Preferences/);
  });

  test('the contact form checks the phone rule and sends; the newsletter takes the same address twice', async ({
    page,
  }) => {
    const guest = uniqueGuest();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await open(page, '/contact-us');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('E-mail address').fill(guest.email);
    await page.getByLabel('Phone number (optional)').fill('12345');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you have airport pick-up?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Invalid phone number. Use 10-11 digits (e.g., 08012345678 or +2348012345678)'),
    ).toBeVisible();
    await page.getByLabel('Phone number (optional)').fill('08031234567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    const inbox = await page.request.get('/api/dev/outbox', { params: { to: 'reservations@staynaija.com' } });
    const { messages } = (await inbox.json()) as { messages: { body: string }[] };
    expect(messages[0]!.body).toContain('Do you have airport pick-up?');

    await open(page, '/');
    for (let i = 0; i < 2; i++) {
      await page.getByLabel('Your e-mail address').fill(guest.email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      // The answer is a toast; the next try waits for this one to go, so that each answer is seen on its own.
      const done = page.getByRole('region').getByText('Successfully subscribed to the newsletter!');
      await expect(done).toBeVisible();
      await expect(done).toBeHidden({ timeout: 15_000 });
    }
    const mails = (await (await page.request.get('/api/dev/outbox', { params: { to: guest.email } })).json()) as {
      messages: { body: string }[];
    };
    expect(mails.messages).toHaveLength(1);
    const link = /https?:\/\/\S+(\/newsletter\/unsubscribe\?token=[0-9a-f]+)/.exec(mails.messages[0]!.body)![1]!;
    await open(page, link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed from the newsletter.')).toBeVisible();
  });
});
