import type { Locator } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { dayLabel } from '../lib/format/day';
import { outboxFor, registerGuest, uniqueGuest } from './auth-helpers';
import { bookingCard, createBooking } from './booking-helpers';
import { expect, hydrated, open, test } from './fixtures';

interface Hotel {
  _id: string;
  slug: string;
}

interface Room {
  categoryId: string;
  roomName: string;
  roomsLeft: number;
  actualPrice: number;
  totalForStay: number;
  nightlyPrices: { night: string; price: number; discountedPrice: number }[] | null;
}

const naira = (n: number) => `₦${n.toLocaleString('en-US')}`;

test.describe('rates and availability per night', () => {
  test('a closed night and a minimum stay show on the hotel page; a stay costs the sum of its nights', async ({
    page,
    request,
  }) => {
    // Far enough ahead that no other spec books these nights.
    const first = addDays(todayInLagos(), 151);
    const { hotels } = (await (await request.get('/api/featured-hotels')).json()) as { hotels: Hotel[] };
    const hotel = hotels[hotels.length - 1]!;
    const listed = async (checkIn: string, nights: number) => {
      const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
        params: { checkInDate: checkIn, checkOutDate: addDays(checkIn, nights), rooms: '1' },
      });
      return (await res.json()).response as Room[];
    };
    const room = (await listed(first, 2)).find((r) => r.roomsLeft > 0)!;
    const base = room.actualPrice;

    const applied = await request.post('/api/dev/ari', {
      data: {
        roomTypeId: room.categoryId,
        updates: [
          { from: addDays(first, 1), to: addDays(first, 1), closed: true },
          { from: addDays(first, 10), to: addDays(first, 10), minStay: 3 },
          { from: addDays(first, 20), to: addDays(first, 20), price: base + 10_000, promoPrice: base + 10_000 },
          { from: addDays(first, 21), to: addDays(first, 21), price: base + 30_000, promoPrice: base + 30_000 },
        ],
      },
    });
    expect(applied.status()).toBe(200);

    const hotelPage = (checkIn: string, nights: number) =>
      `/hotel/${encodeURIComponent(hotel.slug)}?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=1&children=0&room=1`;
    const card = page.locator('#availability').getByRole('article', { name: room.roomName });

    await open(page, hotelPage(first, 2));
    await expect(card.getByText('Not available on some of your nights')).toBeVisible();
    await expect(card.locator('select')).toBeDisabled();

    await open(page, hotelPage(addDays(first, 10), 2));
    await expect(card.getByText('Minimum stay 3 nights from this date')).toBeVisible();

    // A visitor pays each night's own price: the two nights' prices summed.
    const total = 2 * base + 40_000;
    await open(page, hotelPage(addDays(first, 20), 2));
    await expect(card.getByText(naira(total), { exact: true })).toBeVisible();
    await expect(card.getByText('per night on average')).toBeVisible();
    await card.locator('select').selectOption('1');
    await page.locator('#availability').getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    await expect(page.getByText(naira(total), { exact: true }).first()).toBeVisible();

    const refused = await createBooking(
      request,
      {
        hotelId: hotel._id,
        categoryId: room.categoryId,
        checkInDate: addDays(first, 10),
        checkOutDate: addDays(first, 12),
      },
      {
        email: 'nightly.short@example.com',
        fullName: 'Tunde Short',
        phoneNumber: '08051234988',
        address: '3 Awolowo Road',
        state: 'Lagos',
      },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This room has a minimum stay of 3 nights from this date.');
  });

  test('a stay whose nights differ lists them on the booking page, the confirmation, My Bookings and the e-mail', async ({
    page,
    consoleMessages,
  }) => {
    // An account (a slow password hash) and several personal pages.
    test.setTimeout(180_000);
    const guest = uniqueGuest();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guest.ip });
    await registerGuest(page.request, guest);
    // Far enough ahead that no other spec books these nights; another hotel than the test above.
    const first = addDays(todayInLagos(), 180);
    const { hotels } = (await (await page.request.get('/api/featured-hotels')).json()) as { hotels: Hotel[] };
    const hotel = hotels[hotels.length - 2]!;
    const stay = { checkInDate: first, checkOutDate: addDays(first, 3), rooms: '1' };
    const listed = async () =>
      (
        (await (await page.request.get(`/api/hotels/${hotel._id}/search-availability`, { params: stay })).json())
          .response as Room[]
      ).find((r) => r.roomsLeft > 0)!;
    const room = await listed();
    const price = room.actualPrice + 25_000;
    const applied = await page.request.post('/api/dev/ari', {
      data: {
        roomTypeId: room.categoryId,
        updates: [{ from: addDays(first, 1), to: addDays(first, 1), price, promoPrice: price }],
      },
    });
    expect(applied.status()).toBe(200);
    const nights = (await listed()).nightlyPrices!;
    expect(nights.map((n) => n.night)).toEqual([first, addDays(first, 1), addDays(first, 2)]);
    expect(nights[1]!.discountedPrice).toBe(price);
    const lines = nights.map((n) => [dayLabel(n.night, 'en'), naira(n.discountedPrice)] as const);
    const expectLines = async (where: Locator) => {
      const items = where.getByRole('listitem');
      await expect(items).toHaveCount(3);
      for (const [i, [day, amount]] of lines.entries()) {
        await expect(items.nth(i)).toContainText(day);
        await expect(items.nth(i)).toContainText(amount);
      }
    };

    // The booking page's price summary.
    await open(
      page,
      `/hotel/${encodeURIComponent(hotel.slug)}?checkIn=${first}&checkOut=${stay.checkOutDate}&adults=1&children=0&room=1`,
    );
    await page
      .locator('#availability')
      .getByRole('article', { name: room.roomName })
      .locator('select')
      .selectOption('1');
    await page.locator('#availability').getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/hotel\/booking-details\//);
    await expectLines(page.getByRole('group', { name: 'Nightly prices' }));

    // Booked and confirmed, to pay at the property.
    const created = await createBooking(
      page.request,
      { hotelId: hotel._id, categoryId: room.categoryId, checkInDate: first, checkOutDate: stay.checkOutDate },
      { email: guest.email, fullName: 'Ngozi Nights', phoneNumber: '08051234977', address: '', state: 'Lagos' },
    );
    expect(created.status()).toBe(201);
    const { bookingID } = (await created.json()) as { bookingID: string };
    expect((await page.request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } })).status()).toBe(
      200,
    );

    await open(page, `/hotel/confirmation/${hotel._id}/${bookingID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await expectLines(page.getByRole('group', { name: 'Nightly prices' }));

    // My Bookings: closed until asked for.
    await open(page, '/hotel/settings?tab=My+Bookings');
    await hydrated(page);
    const card = bookingCard(page, bookingID);
    await expect(card.getByText(lines[1]![1])).toBeHidden();
    await card.getByText('Nightly prices').click();
    await expectLines(card.locator('details'));

    // The confirmation e-mail, one night a line.
    await expect
      .poll(async () => (await outboxFor(page.request, guest.email)).messages.map((m) => m.body).join('\n---\n'))
      .toContain(`Nightly prices:\n${lines.map(([day, amount]) => `${day}: ${amount}`).join('\n')}`);
    expect(consoleMessages).toEqual([]);
  });
});
