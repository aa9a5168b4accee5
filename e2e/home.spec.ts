import { DESKTOP, PHONE, expect, open, test } from './fixtures';

const SECTIONS = [
  'Top Destinations',
  'Featured Hotels',
  'Featured Apartments',
  'Find by Categories',
  'Deals in Ikeja',
  'Find by Brand',
  'Why StayNaija',
  'List your property',
  'Get travel deals in your inbox',
];

test.describe('home page', () => {
  test('shows its sections in order, with a menu that scrolls to each', async ({ page, consoleMessages }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next stay in Nigeria');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    const menu = page.getByRole('navigation', { name: 'On this page' });
    await menu.getByRole('link', { name: 'Deals in Ikeja' }).click();
    await expect(page).toHaveURL(/#deals-in-ikeja$/);
    await expect(page.getByRole('heading', { name: 'Deals in Ikeja' })).toBeInViewport();
    expect(consoleMessages).toEqual([]);
  });

  test('cards show the name, place, rating label, three amenities and the naira price', async ({ page }) => {
    await open(page, '/');
    const card = page.locator('#featured-hotels article').first();
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(card.getByText(/^\d+\.\d \/ 10$/)).toBeVisible();
    await expect(card.getByText(/facilities/)).toBeVisible();
    await expect(card.locator('li')).toHaveCount(4);
    await expect(card.getByText(/^\+\d+ more$/)).toBeVisible();
    await expect(card.getByText(/^₦\d{1,3}(,\d{3})+$/).last()).toBeVisible();
    const href = await card.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/hotel\/[a-z0-9-]+$/);
  });

  test('destinations link to their results with a property count', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const lekki = page.locator('#top-destinations').getByRole('link', { name: /Lekki/ });
    await expect(lekki).toHaveAttribute('href', '/hotel/top-destination?state=lekki');
    await expect(lekki).toContainText(/\d+ properties/);
  });

  test('is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#featured-hotels article')).toHaveCount(8);
    await expect(page.locator('#featured-apartments article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find by Brand' })).toBeVisible();
    await context.close();
  });

  test('is translated', async ({ page }) => {
    await open(page, '/?lng=fr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find your next stay in Nigeria');
    await expect(page.locator('#featured-hotels article').first().getByText('par nuit')).toBeVisible();
  });

  test('the newsletter form checks the address and subscribes', async ({ page, request }) => {
    await open(page, '/');
    const section = page.locator('#newsletter');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Email address is required')).toBeVisible();
    await section.getByLabel('Your e-mail address').fill('not-an-address');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Invalid email address')).toBeVisible();
    await section.getByLabel('Your e-mail address').fill(`reader.${Date.now()}@example.com`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Successfully subscribed to the newsletter!')).toBeVisible();
    const bad = await request.post('/api/subscribers/new', { data: { email: 'x' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('Invalid email address');
  });

  test('the hero pictures rotate every 5000 ms', async ({ page }) => {
    await open(page, '/');
    const slides = page.locator('#home-hero img.hero-slide');
    await expect(slides).toHaveCount(4);
    const timing = await slides.evaluateAll((imgs) =>
      imgs.map((img) => {
        const style = getComputedStyle(img);
        return { slide: img.getAttribute('data-slide'), name: style.animationName, delay: style.animationDelay };
      }),
    );
    expect(timing).toEqual([
      { slide: '3', name: 'hero-cycle', delay: '15s' },
      { slide: '2', name: 'hero-cycle', delay: '10s' },
      { slide: '1', name: 'hero-cycle', delay: '5s' },
      { slide: '0', name: 'hero-cycle', delay: '0s' },
    ]);
  });
});
