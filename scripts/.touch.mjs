import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const how of ['tap', 'click', 'tap', 'click']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() !== 'log' && !/401/.test(m.text()) && errors.push(m.text()));
  await page.goto('http://127.0.0.1:3300/');
  await page.waitForTimeout(3000);
  const input = page.locator('#home-hero').getByLabel('Destination');
  await input[how]();
  await page.keyboard.type('Lagos', { delay: 60 });
  await page.waitForTimeout(2500);
  console.log(how, await input.evaluate((e) => ({ value: e.value, focused: e === document.activeElement, expanded: e.getAttribute('aria-expanded'), options: document.querySelectorAll('[role=option]').length })), errors);
  await context.close();
}
await browser.close();
