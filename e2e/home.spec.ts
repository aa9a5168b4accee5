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

  test("brand tiles open the brand's properties", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const tile = page.locator('#brands').getByRole('link').first();
    await expect(tile).toHaveAttribute('href', /^\/hotels\?brand=[a-z0-9-]+$/);
    const name = (await tile.locator('span[dir=auto]').textContent())?.trim() ?? '';
    const count = Number((await tile.textContent())?.match(/(\d+) propert/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await tile.click();
    await expect(page).toHaveURL(/\/hotels\?brand=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('status').filter({ hasText: /propert/ })).toHaveText(
      count === 1 ? '1 property found' : `${count} properties found`,
    );
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
    // The outcome is a toast (spec section 8), announced from the page's notifications region.
    await expect(page.getByRole('region').getByText('Successfully subscribed to the newsletter!')).toBeVisible();
    const bad = await request.post('/api/subscribers/new', { data: { email: 'x' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('Invalid email address');
  });

  test('the hero paints one picture first, then rotates every 5000 ms and can be paused', async ({ page, request }) => {
    // As sent, the page holds the first picture only, loaded at once with high priority.
    const html = await (await request.get('/')).text();
    expect(html.match(/\/media\/hero\/0\.w1600\.webp/g)?.length ?? 0).toBeGreaterThan(0);
    // The others are named in the page's data for the slideshow, never as pictures the browser would load at once.
    expect(html).not.toMatch(/<(img|source)[^>]*\/media\/hero\/[123]\./);
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*\/media\/hero\/0\.|<img[^>]*\/media\/hero\/0\.[^>]*fetchPriority="high"/,
    );

    await open(page, '/');
    const slides = page.locator('#home-hero img');
    await expect(slides).toHaveCount(4);
    // The top-most picture that is shown; the first lies beneath the others.
    const shown = () =>
      slides.evaluateAll((imgs) => imgs.map((i) => i.classList.contains('opacity-100')).lastIndexOf(true) + 1 || 1);
    expect(await shown()).toBe(1);
    await expect.poll(shown, { timeout: 7000 }).toBe(2);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await shown();
    await page.waitForTimeout(5500);
    expect(await shown()).toBe(paused);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the hero does not rotate for visitors who ask for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.waitForTimeout(5500);
    const visible = await page
      .locator('#home-hero img')
      .evaluateAll((imgs) => imgs.filter((i) => i.classList.contains('opacity-100')).length);
    expect(visible).toBe(0);
    await context.close();
  });
});
