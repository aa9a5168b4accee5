import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { registerGuest } from './auth-helpers';
import { DESKTOP, PHONE, expect, hydrated, test } from './fixtures';

// Every page type, in each language, at a phone's and a desktop's width, for a visitor and a signed-in guest: the
// page hydrates without a React error or warning and prints nothing to the console. React throws away the server's
// HTML of a page whose hydration fails and draws it again, which a slow phone pays for, and the error is random.

interface Featured {
  _id: string;
  slug: string;
}

async function pageTypes(request: APIRequestContext, signedIn: boolean): Promise<string[]> {
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Featured[] };
  const hotel = hotels[0]!;
  const { rooms } = (await (await request.get(`/api/hotels/${hotel._id}/rooms`)).json()) as {
    rooms: { _id: string }[];
  };
  const checkIn = addDays(todayInLagos(), 40);
  const checkOut = addDays(checkIn, 2);
  const stay = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`;
  const pages = [
    '/',
    '/hotels',
    `/hotel/result?location=Lagos&${stay}&room=1`,
    `/hotel/${hotel.slug}`,
    `/hotel/${hotel.slug}?${stay}&room=1`,
    `/hotel/booking-details/${hotel._id}?${stay}&rooms=1&selection=${rooms[0]!._id}:1`,
    '/about-us',
    '/contact-us',
    '/no-such-page',
  ];
  return signedIn ? [...pages, '/hotel/settings', '/hotel/liked'] : [...pages, '/login', '/register'];
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // A moment for anything the page does right after it starts (the start-up user and favourites calls).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

for (const [language, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
  ['zh', '/zh'],
  ['ar', '/ar'],
] as const) {
  for (const [width, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    for (const signedIn of [false, true]) {
      test(`every page type hydrates without an error in ${language} at ${width}, ${signedIn ? 'signed in' : 'as a visitor'}`, async ({
        page,
        consoleMessages,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        if (signedIn) await registerGuest(page.request);
        for (const path of await pageTypes(page.request, signedIn)) {
          const address = path === '/' ? prefix || '/' : `${prefix}${path}`;
          await visit(page, address);
          // The browser reports the not-found page's own 404 as a failed load; that answer is the page working.
          const notFoundLoad = (m: string) => path === '/no-such-page' && /status of 404/.test(m);
          expect(
            consoleMessages.filter((m) => !notFoundLoad(m)),
            address,
          ).toEqual([]);
          consoleMessages.length = 0;
        }
      });
    }
  }
}
