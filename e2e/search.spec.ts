import { PHONE, expect, open, test } from './fixtures';

test.describe('searching from the home page', () => {
  test('an empty destination is refused with the spec message', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(hero.getByText('Please enter a destination to start searching')).toBeVisible();
    await expect(hero.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a search goes to the results with its parameters, kept in session storage', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByRole('combobox', { name: 'Destination' }).fill('Lekki');
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      /\/hotel\/result\?location=Lekki&checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&adults=2&children=0&room=1/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Lekki');
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('hotel-search-params'))) ?? '{}');
    expect(stored).toMatchObject({ location: 'Lekki', adults: 2, children: 0, room: 1 });
  });

  test('the guests popover keeps adults and rooms at one or more', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByRole('button', { name: /Guests/ }).click();
    const dialog = page.getByRole('dialog');
    const fewerAdults = dialog.getByRole('button', { name: /Decrease Adults/ });
    await fewerAdults.click();
    await expect(fewerAdults).toBeDisabled();
    await dialog.getByRole('button', { name: /Increase Children/ }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(hero.getByText('1 Adult • 1 Child • 1 Room')).toBeVisible();
  });

  test('the compact bar appears once the hero has scrolled away, with what the hero holds', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByRole('combobox', { name: 'Destination' }).fill('Abuja');
    await hero.getByRole('button', { name: /Guests/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Increase Children/ }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.locator('#brands').scrollIntoViewIfNeeded();
    const compact = page.getByRole('combobox', { name: 'Destination' }).last();
    await expect(compact).toBeInViewport();
    await expect(compact).toHaveValue('Abuja');
    await expect(page.getByRole('button', { name: /2 Adults • 1 Child • 1 Room/ }).last()).toBeInViewport();
  });

  test('dates and guests have their own messages', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('#home-hero');
    await hero.getByRole('combobox', { name: 'Destination' }).fill('Abuja');
    await hero.getByRole('button', { name: /Check-in/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear dates' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(hero.getByText('Check-in date is required')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the pulsing logo covers the wait for results on a slow network', async ({ page }) => {
    await open(page, '/');
    await page.route('**/hotel/result**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const hero = page.locator('#home-hero');
    await hero.getByRole('combobox', { name: 'Destination' }).fill('Ikeja');
    await hero.getByRole('button', { name: 'Search' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Finding stays...' });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays in Ikeja');
    await expect(loading).toBeHidden();
  });
});
