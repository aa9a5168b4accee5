import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import ar from '../messages/ar';
import { DESKTOP, PHONE, expect, holdLaterScripts, open, test } from './fixtures';

interface Featured {
  _id: string;
  slug: string;
  hotelName: string;
  amenities: string[];
  reviewCount: number;
}

const arabic = ar.hotel;

async function featuredHotel(request: APIRequestContext): Promise<Featured> {
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Featured[] };
  const hotel = hotels.find((h) => h.reviewCount > 0);
  if (!hotel) throw new Error('no featured hotel with reviews');
  return hotel;
}

interface OfferedRoom {
  categoryId: string;
  roomName: string;
  roomsLeft: number;
  maxAdults: number;
  maxChildren: number;
}

/** A featured hotel with reviews and a free room of the wanted kind for the stay. */
async function featuredHotelWithRoom(
  request: APIRequestContext,
  checkIn: string,
  checkOut: string,
  wanted: (room: OfferedRoom) => boolean,
) {
  const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Featured[] };
  for (const hotel of hotels.filter((h) => h.reviewCount > 0)) {
    const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
      params: { checkInDate: checkIn, checkOutDate: checkOut, rooms: '1' },
    });
    const room = ((await res.json()).response as OfferedRoom[]).find((r) => r.roomsLeft > 0 && wanted(r));
    if (room) return { hotel, room };
  }
  throw new Error('no featured hotel with such a room free');
}

const hotelPath = (hotel: Featured) => `/hotel/${encodeURIComponent(hotel.slug)}`;

/**
 * Chooses one room (of the named category, else the first that is not sold out), reserves, and returns the stored
 * selection.
 */
async function reserveOneRoom(page: Page, hotel: Featured, reserveLabel: string, locale = '', roomName?: string) {
  const section = page.locator('#availability');
  const picker = roomName
    ? section.getByRole('article', { name: roomName }).locator('select')
    : section.locator('select:not([disabled])').first();
  await picker.selectOption('1');
  await section.getByRole('button', { name: reserveLabel }).click();
  await page.waitForURL(/\/hotel\/booking-details\//);
  const url = new URL(page.url());
  expect(url.pathname).toBe(`${locale}/hotel/booking-details/${hotel._id}`);
  expect(url.searchParams.get('rooms')).toBe('1');
  expect(url.searchParams.get('selection')).toMatch(/^[0-9a-f-]{36}:1$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('booking-selection'));
  return { url, selection: JSON.parse(stored ?? 'null') };
}

test.describe('hotel page', () => {
  test('shows the property: name, rating, amenities, policies and reviews', async ({
    page,
    request,
    consoleMessages,
  }) => {
    const hotel = await featuredHotel(request);
    await page.setViewportSize(DESKTOP);
    const response = await open(page, hotelPath(hotel));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.hotelName);
    const header = page.locator('main header').first();
    await expect(header.getByText(/^\d+\.\d \/ 10$/)).toBeVisible();
    await expect(header.getByText(/^(Exceptional|Great|Good|Fair) facilities!$|^Basic facilities$/)).toBeVisible();
    await expect(header.getByText(/^\d+ ratings?$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
    const [amenity] = hotel.amenities;
    expect(amenity).toBeTruthy();
    await expect(page.getByRole('listitem').filter({ hasText: amenity }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Policies' })).toBeVisible();
    await expect(page.getByText(/^Check-in from \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText(/^Check-out until \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
    await expect(page.locator('#reviews').getByText('Cleanliness')).toBeVisible();
    await expect(page.locator('#reviews article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select Availability' })).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`the side card stands clear of the floating help button, and its Select Availability takes a press at its end (${lng})`, async ({
      page,
      request,
    }) => {
      const hotel = await featuredHotel(request);
      await page.setViewportSize(DESKTOP);
      await open(page, `${hotelPath(hotel)}?lng=${lng}`);
      const label = lng === 'ar' ? arabic.selectAvailability : 'Select Availability';
      const heading = lng === 'ar' ? arabic.availability : 'Availability';
      const card = page.getByRole('link', { name: label }).last();
      await expect(card).toBeInViewport();
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      // Neither hides the other (at 1280×800 the card once sat over the help button, in the screen's corner).
      const help = await page
        .getByRole('button', { name: lng === 'ar' ? ar.common.help.button : 'Help', exact: true })
        .boundingBox();
      expect(help).not.toBeNull();
      const apart =
        help!.y >= box!.y + box!.height ||
        help!.y + help!.height <= box!.y ||
        help!.x >= box!.x + box!.width ||
        help!.x + help!.width <= box!.x;
      expect(apart, `card ${JSON.stringify(box)}, help button ${JSON.stringify(help)}`).toBe(true);
      // The end nearest the screen's corner, where the help button floats: a press there, where the page is, reaches
      // the link (a mouse press at that point, as a person makes it, with no scrolling first).
      const { x, y, width, height } = box!;
      await page.mouse.click(lng === 'ar' ? x + 4 : x + width - 4, y + height / 2);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeInViewport();
    });
  }

  test('an unknown hotel answers 404', async ({ page }) => {
    const response = await page.goto('/hotel/no-such-hotel-anywhere');
    expect(response?.status()).toBe(404);
  });

  test('describes itself to search engines', async ({ page, request }) => {
    const hotel = await featuredHotel(request);
    await open(page, hotelPath(hotel));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(['Hotel', 'Resort', 'LodgingBusiness']).toContain(data['@type']);
    expect(data.name).toBe(hotel.hotelName);
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'NG' });
    expect(data.aggregateRating).toMatchObject({ bestRating: 10, worstRating: 1, ratingCount: hotel.reviewCount });
    expect(data.image[0]).toMatch(/^https?:\/\//);
    expect(data.priceRange).toMatch(/^₦[\d,]+( – ₦[\d,]+)?$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${hotelPath(hotel)}$`));
    await expect(page).toHaveTitle(new RegExp(`^${hotel.hotelName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('shares a 1200x630 PNG preview with social networks', async ({ page, request }) => {
    const hotel = await featuredHotel(request);
    await open(page, hotelPath(hotel));
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
    const imageUrl = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(imageUrl.pathname).toBe(`${hotelPath(hotel)}/opengraph-image`);
    const image = await request.get(imageUrl.pathname + imageUrl.search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await request.get('/hotel/no-such-hotel/opengraph-image')).status()).toBe(404);
  });

  test('new dates re-fetch the rooms and their prices for the stay', async ({ page, request }) => {
    const hotel = await featuredHotel(request);
    await open(page, hotelPath(hotel));
    const rooms = page.locator('#availability').getByRole('article');
    await expect(rooms.first()).toContainText('Total for 1 night');
    const before = await rooms.first().innerText();

    const checkIn = addDays(todayInLagos(), 10);
    const checkOut = addDays(checkIn, 3);
    await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
    await page.getByLabel('Check-out', { exact: true }).fill(checkOut);
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/search-availability') && r.url().includes(`checkOutDate=${checkOut}`),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(rooms.first()).toContainText('Total for 3 nights');
    expect(await rooms.first().innerText()).not.toBe(before);
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('hotel-search-params') ?? '{}'));
    expect(stored).toMatchObject({ checkIn, checkOut, adults: 2, children: 0, room: 1 });
  });

  test('Reserve keeps the selection and goes to the booking page', async ({ page, request }) => {
    const checkIn = addDays(todayInLagos(), 5);
    const checkOut = addDays(checkIn, 2);
    // One room that sleeps the party of 2 adults and a child.
    const { hotel, room: roomy } = await featuredHotelWithRoom(
      request,
      checkIn,
      checkOut,
      (r) => r.maxAdults >= 2 && r.maxAdults + r.maxChildren >= 3,
    );
    await open(page, `${hotelPath(hotel)}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1&room=1`);
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    const { url, selection } = await reserveOneRoom(page, hotel, 'Reserve', '', roomy.roomName);
    expect(url.searchParams.get('checkIn')).toBe(checkIn);
    expect(url.searchParams.get('checkOut')).toBe(checkOut);
    expect(url.searchParams.get('children')).toBe('1');
    expect(selection).toMatchObject({
      selectedRoomDetails: [
        {
          categoryId: expect.any(String),
          roomName: expect.any(String),
          selectedRooms: 1,
          actualPrice: expect.any(Number),
          discountedPrice: expect.any(Number),
        },
      ],
      totalSelectedRooms: 1,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      checkInTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      checkOutTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      numOfNight: 2,
      numOfAdults: 2,
      numOfChildren: 1,
      numOfRooms: 1,
      hotelName: hotel.hotelName,
    });
    const [room] = selection.selectedRoomDetails;
    expect(selection.totalActualPrice).toBe(room.actualPrice * 2);
    expect(selection.totalDiscountedPrice).toBe(room.discountedPrice * 2);
    expect(url.searchParams.get('selection')).toBe(`${room.categoryId}:1`);
  });

  test('works on a phone in Arabic, right to left', async ({ page, request }) => {
    const hotel = await featuredHotel(request);
    await page.setViewportSize(PHONE);
    await open(page, `${hotelPath(hotel)}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.hotelName);
    const bar = page.getByRole('link', { name: arabic.selectAvailability });
    await expect(bar).toBeInViewport();
    await bar.click();
    await expect(page.getByRole('heading', { name: arabic.availability, exact: true })).toBeInViewport();
    const { selection } = await reserveOneRoom(page, hotel, arabic.reserve, '/ar');
    expect(selection).toMatchObject({ totalSelectedRooms: 1, numOfRooms: 1, hotelName: hotel.hotelName });
  });

  test('without JavaScript the page says how to see rooms, and the stay form prices them on the server', async ({
    browser,
    request,
  }) => {
    const hotel = await featuredHotel(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hotelPath(hotel));
    // The cached page's rooms come from the browser: without it, the page says what to do instead.
    await expect(page.getByText('Choose your dates and press Update to see the rooms and their prices.')).toBeVisible();
    const rooms = page.locator('#availability').getByRole('article');

    const checkIn = addDays(todayInLagos(), 20);
    await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 4));
    await page.getByRole('button', { name: 'Update' }).click();
    // The hotel's page that prices a stay for its request.
    await expect(page).toHaveURL(new RegExp(`^[^?]*${hotelPath(hotel)}/rooms\\?.*checkIn=${checkIn}`));
    expect(await rooms.count()).toBeGreaterThan(0);
    await expect(
      rooms
        .first()
        .getByText(/^₦[\d,]+$/)
        .first(),
    ).toBeVisible();
    await expect(rooms.first()).toContainText('Total for 4 nights');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${hotelPath(hotel)}$`));
    await context.close();
  });
});

test.describe('the gallery before its carousel code has come', () => {
  /** The gallery, its 'n / N' position, and the picture that fills its frame now (1-based). */
  function gallery(page: Page, name: string) {
    const region = page.getByRole('region', { name: `Photos of ${name}` });
    return {
      region,
      position: region.getByText(/^\d+ \/ \d+$/),
      async pictureInView() {
        const frame = await region.boundingBox();
        const slides = region.getByRole('group');
        for (let i = 0; i < (await slides.count()); i++) {
          const box = await slides.nth(i).boundingBox();
          if (frame && box && Math.abs(box.x - frame.x) < 2) return i + 1;
        }
        return 0;
      },
    };
  }

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('a swipe moves it natively, and the carousel takes over at that picture', async ({
      page,
      request,
      consoleMessages,
    }) => {
      const hotel = await featuredHotel(request);
      await open(page, hotelPath(hotel));
      const { region, position, pictureInView } = gallery(page, hotel.hotelName);
      const scripts = await holdLaterScripts(page);
      const box = await region.boundingBox();
      if (!box) throw new Error('the gallery is not laid out');
      // A finger drawn from right to left across the pictures, as the browser's own touch input.
      const swipe = async () => {
        const cdp = await page.context().newCDPSession(page);
        const y = Math.round(box.y + box.height / 2);
        const from = Math.round(box.x + box.width * 0.8);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 10; step++) {
          const x = from - Math.round((box.width * 0.6 * step) / 10);
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      };
      await swipe();
      await expect(position).toHaveText(/^2 \/ /);
      await expect.poll(pictureInView).toBe(2);
      // The touch asked for the carousel's code; it arrives now.
      expect(scripts.held()).toBeGreaterThan(0);
      await scripts.arrive();
      await expect(position).toHaveText(/^2 \/ /);
      await expect.poll(pictureInView).toBe(2);
      await swipe();
      await expect(position).toHaveText(/^3 \/ /);
      await expect.poll(pictureInView).toBe(3);
      expect(consoleMessages).toEqual([]);
    });
  });

  test('arrows pressed before the code came move it once the code has come, each of them', async ({
    page,
    request,
    consoleMessages,
  }) => {
    const hotel = await featuredHotel(request);
    await page.setViewportSize(DESKTOP);
    await open(page, hotelPath(hotel));
    const { region, position, pictureInView } = gallery(page, hotel.hotelName);
    const scripts = await holdLaterScripts(page);
    const next = region.getByRole('button', { name: 'Next photo' });
    await next.click();
    await next.click();
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(position).toHaveText(/^1 \/ /);
    await scripts.arrive();
    await expect(position).toHaveText(/^3 \/ /);
    await expect.poll(pictureInView).toBe(3);
    expect(consoleMessages).toEqual([]);
  });
});
