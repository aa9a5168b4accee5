import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { registerGuest, uniqueGuest } from './auth-helpers';
import { createBooking } from './booking-helpers';
import { expect, open, test } from './fixtures';

interface Featured {
  _id: string;
  slug: string;
  hotelName: string;
}

async function featuredHotel(request: APIRequestContext, index = 0): Promise<Featured> {
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Featured[] };
  const hotel = hotels[index];
  if (!hotel) throw new Error('no featured hotel');
  return hotel;
}

const hotelPath = (hotel: Featured) => `/hotel/${encodeURIComponent(hotel.slug)}`;
const LANGUAGES = { en: '', fr: '/fr', zh: '/zh', ar: '/ar' } as const;

test.describe('pages kept for every visitor', () => {
  test("a visitor's kept page answers with a public Cache-Control and no Set-Cookie, in every language", async ({
    request,
  }) => {
    const hotel = await featuredHotel(request);
    for (const path of [
      ...Object.values(LANGUAGES).map((prefix) => `${prefix}${hotelPath(hotel)}`),
      '/',
      '/about-us',
      '/ar/contact-us',
      '/login',
      '/fr/register',
      // The booking page is the same for everyone; the stay of its address is asked for by the browser.
      `/hotel/booking-details/${hotel._id}`,
      `/fr/hotel/booking-details/${hotel._id}?checkIn=2031-01-10&checkOut=2031-01-12&adults=2`,
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const cacheControl = res.headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/(^|,\s*)s-maxage=\d+/);
      expect(cacheControl, path).toContain('stale-while-revalidate');
      expect(cacheControl, path).not.toMatch(/private|no-store/);
      expect(res.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('personal and searched pages stay private', async ({ request }) => {
    // The password reset page is read with its token, for its visitor alone.
    const reset = await request.get('/reset-password?token=abc', { maxRedirects: 0 });
    expect(reset.status()).toBe(200);
    expect(reset.headers()['cache-control']).toContain('no-store');
    await registerGuest(request);
    const hotel = await featuredHotel(request);
    for (const path of [
      '/hotel/liked',
      '/hotel/result?location=Lagos&checkIn=2031-01-10&checkOut=2031-01-12',
      `/api/hotels/${hotel._id}/booking-page?checkIn=2031-01-10&checkOut=2031-01-12&adults=2`,
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toContain('no-store');
    }
  });

  test("the same kept page shows a signed-in guest's menu and hearts, and never to another visitor", async ({
    browser,
  }) => {
    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    const hotel = await featuredHotel(guestPage.request, 1);
    await registerGuest(guestPage.request);
    expect((await guestPage.request.post('/api/favourites', { data: { hotelId: hotel._id } })).status()).toBe(201);

    await open(guestPage, hotelPath(hotel));
    await expect(guestPage.getByRole('banner').getByText('Welcome, Ada')).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Remove from favourites' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The HTML the guest was served is the visitor's page: the browser asked for the guest's part.
    const html = await (await guestPage.request.get(hotelPath(hotel))).text();
    expect(html).not.toContain('Welcome, Ada');
    expect(html).not.toContain('Ada Obi');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const res = await open(visitor, hotelPath(hotel));
    expect(res?.status()).toBe(200);
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(visitor.getByText('Welcome, Ada')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Save to favourites' }).first()).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await guestContext.close();
    await visitorContext.close();
  });

  test('a catalogue change is on the kept page at once, in every language', async ({ request }) => {
    const hotel = await featuredHotel(request, 2);
    const path = hotelPath(hotel);
    // Served once in each language, so the pages are kept.
    for (const prefix of Object.values(LANGUAGES)) expect((await request.get(`${prefix}${path}`)).status()).toBe(200);
    const description = `Freshly repainted rooms facing the lagoon (${Date.now()}).`;
    const changed = await request.post('/api/dev/catalogue', { data: { slug: hotel.slug, description } });
    expect(changed.status()).toBe(200);
    for (const prefix of Object.values(LANGUAGES)) {
      expect(await (await request.get(`${prefix}${path}`)).text(), prefix).toContain(description);
    }
  });
});

test.describe('searches with dates', () => {
  interface Card {
    _id: string;
    hotelName: string;
  }
  interface Room {
    categoryId: string;
    roomsLeft: number;
  }
  const countOf = (html: string) => Number(/(\d+) propert(?:y|ies) found/.exec(html)?.[1]);

  test('a booking made by someone else shows on the next results page at once', async ({ playwright, baseURL }) => {
    const guest = uniqueGuest();
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': guest.ip } });
    // Dates no other spec books.
    const checkIn = addDays(todayInLagos(), 290);
    const checkOut = addDays(checkIn, 2);
    const stay = { location: 'Benin City', checkIn, checkOut, adults: '2' };
    const { hotels } = (await (await visitor.get('/api/search', { params: { ...stay, room: '1' } })).json()) as {
      hotels: Card[];
    };
    // The property with the fewest free rooms: a search for exactly that many rooms lists it until one is taken.
    let smallest: { hotel: Card; free: number; room: Room } | undefined;
    for (const hotel of hotels) {
      const res = await visitor.get(`/api/hotels/${hotel._id}/search-availability`, {
        params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
      });
      const rooms = (await res.json()).response as Room[];
      const free = rooms.reduce((sum, room) => sum + room.roomsLeft, 0);
      if (free >= 1 && free <= 10 && (!smallest || free < smallest.free)) {
        smallest = { hotel, free, room: rooms.find((room) => room.roomsLeft > 0)! };
      }
    }
    if (!smallest) throw new Error('no property in Benin City with at most ten rooms');
    const path = `/hotel/result?${new URLSearchParams({ ...stay, room: String(smallest.free) })}`;

    const first = await visitor.get(path, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toContain('no-store');
    const before = countOf(await first.text());
    expect(before).toBeGreaterThan(0);

    // Someone else takes one of its rooms for those nights.
    const booker = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': guest.ip } });
    const created = await createBooking(
      booker,
      {
        hotelId: smallest.hotel._id,
        categoryId: smallest.room.categoryId,
        checkInDate: checkIn,
        checkOutDate: checkOut,
      },
      {
        email: `other-${guest.email}`,
        fullName: 'Chidi Eze',
        phoneNumber: guest.phone,
        address: '12 Airport Road',
        state: 'Edo',
      },
    );
    expect(created.status()).toBe(201);

    const after = await visitor.get(path, { maxRedirects: 0 });
    expect(countOf(await after.text())).toBe(before - 1);
    await Promise.all([visitor.dispose(), booker.dispose()]);
  });
});

test.describe('language addresses', () => {
  test('each language address carries hreflang for all four and x-default, and a canonical of its own', async ({
    request,
  }) => {
    const hotel = await featuredHotel(request);
    for (const page of ['/', '/about-us', hotelPath(hotel)]) {
      for (const [lang, prefix] of Object.entries(LANGUAGES)) {
        const own = page === '/' ? prefix || '/' : `${prefix}${page}`;
        const html = await (await request.get(own, { maxRedirects: 0 })).text();
        expect(html, own).toContain(`<html lang="${lang}"`);
        expect(html, own).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${hrefOf(own)}"`));
        for (const [other, otherPrefix] of Object.entries(LANGUAGES)) {
          const href = page === '/' ? otherPrefix || '/' : `${otherPrefix}${page}`;
          expect(html, `${own} → ${other}`).toMatch(
            new RegExp(`<link rel="alternate" hrefLang="${other}" href="[^"]*${hrefOf(href)}"`),
          );
        }
        expect(html, own).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*${hrefOf(page)}"`));
      }
    }
  });

  test('?lng= and the i18next cookie lead to the language address', async ({ page, context, request }) => {
    const lng = await request.get('/about-us?lng=ar', { maxRedirects: 0 });
    expect(lng.status()).toBe(307);
    expect(lng.headers()['location']).toBe('/ar/about-us');
    expect(lng.headers()['set-cookie']).toContain('i18next=ar');

    await context.addCookies([{ name: 'i18next', value: 'zh', url: 'http://127.0.0.1' }]);
    await open(page, '/terms-of-use');
    await expect(page).toHaveURL(/\/zh\/terms-of-use$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

    // English has one address: its prefixed form leads there for good.
    const en = await request.get('/en/about-us', { maxRedirects: 0 });
    expect(en.status()).toBe(308);
    expect(en.headers()['location']).toBe('/about-us');
  });

  test('links and the language menu stay in the language of the page', async ({ page }) => {
    await open(page, '/fr');
    await expect(page.locator('footer a[href*="about-us"]').first()).toHaveAttribute('href', '/fr/about-us');
    await page.getByRole('button', { name: 'Choisir une langue' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the sitemap lists every language address with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const prefix of ['/fr', '/zh', '/ar']) expect(xml).toContain(`${prefix}/about-us</loc>`);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]*\/ar\/about-us"/);
  });
});

/** An address as Next.js writes it in links: the site root without its trailing slash. */
function hrefOf(path: string): string {
  return path === '/' ? '(:\\d+)?/?' : escape(path);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&(amp;)?');
}
