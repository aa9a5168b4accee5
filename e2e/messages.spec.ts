import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../lib/dates';
import { outboxFor, registerGuest, uniqueGuest } from './auth-helpers';
import { freeRoom, slowExpect as expect } from './booking-helpers';
import { open, test } from './fixtures';

interface Sent {
  subject: string | null;
  body: string;
}

/** Waits until the dev outbox holds a message to `address` that `matches`, and returns it. */
async function messageTo(request: APIRequestContext, address: string, matches: (m: Sent) => boolean) {
  let found: Sent | undefined;
  await expect
    .poll(
      async () => {
        found = ((await outboxFor(request, address)).messages as Sent[]).find(matches);
        return Boolean(found);
      },
      { message: `a message to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('messages for every change', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a booking made in French is confirmed, changed and cancelled, each with its e-mail and SMS in French', async ({
    page,
  }) => {
    const { request } = page;
    const { guest } = await registerGuest(request);
    const stay = await freeRoom(request, 50, false);
    const created = await request.post(`/api/bookings/${stay.hotelId}/new?lng=fr`, {
      data: {
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        bookingInfo: {
          email: guest.email,
          fullName: 'Ada Obi',
          phoneNumber: guest.phone,
          location: { address: '', state: 'Lagos', zipCode: '', country: 'Nigeria' },
        },
        guests: { adults: 2, children: 0 },
        guestDetails: [],
        rooms: [{ numberOfRooms: 1, room: stay.room.categoryId }],
        specialRequest: 'Une chambre calme, s’il vous plaît',
        purpose: 'Leisure',
        arrivalTime: '1:00pm-2:00pm',
        paperlessConfirmation: true,
      },
    });
    expect(created.status()).toBe(201);
    const { bookingID } = (await created.json()) as { bookingID: string };
    expect((await request.patch(`/api/bookings/${bookingID}`, { data: { paymentMethod: 'Cash' } })).status()).toBe(200);

    // The confirmation carries the arrival time and the special request.
    const confirmation = await messageTo(request, guest.email, (m) => /^Réservation confirmée/.test(m.subject ?? ''));
    const reference = /\(([A-Z0-9]+)\)$/.exec(confirmation.subject ?? '')![1]!;
    expect(confirmation.body).toContain('Arrivée prévue : 1:00pm-2:00pm');
    expect(confirmation.body).toContain('Demande particulière : Une chambre calme, s’il vous plaît');

    // A change of dates (asked in English): the notice keeps the booking's language.
    const checkInDate = addDays(stay.checkInDate, 7);
    const checkOutDate = addDays(checkInDate, 3);
    const change = {
      checkInDate,
      checkOutDate,
      rooms: [{ room: stay.room.categoryId, numberOfRooms: 1 }],
      guests: { adults: 2, children: 0 },
      guest: { firstName: 'Ada', lastName: 'Obi', email: guest.email, phoneNumber: guest.phone },
    };
    const quote = await request.post(`/api/bookings/${bookingID}/modify`, { data: { ...change, confirm: false } });
    expect(quote.status()).toBe(200);
    const { newAmount, previousAmount } = (await quote.json()) as { newAmount: number; previousAmount: number };
    const applied = await request.post(`/api/bookings/${bookingID}/modify`, {
      data: { ...change, confirm: true, expectedAmount: newAmount },
    });
    expect(applied.status()).toBe(200);
    const naira = (n: number) => `₦${n.toLocaleString('en-US')}`;
    const changed = await messageTo(request, guest.email, (m) => /^Réservation modifiée/.test(m.subject ?? ''));
    expect(changed.subject).toContain(`(${reference})`);
    expect(changed.body).toContain(`Référence de réservation : ${reference}`);
    expect(changed.body).toContain(`Nouveau total : ${naira(newAmount)}`);
    expect(changed.body).toContain(`Total précédent : ${naira(previousAmount)}`);
    const changedSms = await messageTo(request, guest.phone, (m) => m.body.includes('modifiée'));
    expect(changedSms.body).toContain(reference);
    expect(changedSms.body).toContain(naira(newAmount));

    // Cancelled well before check-in: free of charge.
    const quoteFee = await request.get(`/api/bookings/${bookingID}/cancel`);
    expect((await quoteFee.json()).fee).toBe(0);
    const cancelled = await request.post(`/api/bookings/${bookingID}/cancel`, {
      data: { confirm: true, expectedFee: 0 },
    });
    expect(cancelled.status()).toBe(200);
    const cancelMail = await messageTo(request, guest.email, (m) => /^Réservation annulée/.test(m.subject ?? ''));
    expect(cancelMail.subject).toContain(`(${reference})`);
    expect(cancelMail.body).toContain('Frais d’annulation : Aucuns : annulation gratuite');
    const cancelSms = await messageTo(request, guest.phone, (m) => m.body.includes('annulée'));
    expect(cancelSms.body).toContain(`${reference}`);
    expect(cancelSms.body).toContain('Sans frais.');
  });

  test('a password change sends a security notice without the password', async ({ page }) => {
    const guest = uniqueGuest();
    await registerGuest(page.request, guest, 'secret123');
    const changed = await page.request.post('/api/user/password', {
      data: { currentPassword: 'secret123', newPassword: 'n3w-Secret!', confirmPassword: 'n3w-Secret!' },
      headers: { 'x-forwarded-for': guest.ip },
    });
    expect(changed.status()).toBe(200);
    const notice = await messageTo(
      page.request,
      guest.email,
      (m) => m.subject === 'Your StayNaija password was changed',
    );
    expect(notice.body).toContain(`The password of your StayNaija account (${guest.email}) was changed on`);
    expect(notice.body).toContain("If this wasn't you, reset your password now");
    expect(notice.body).not.toContain('n3w-Secret!');
  });

  test('the WhatsApp Code page says codes go to verified numbers only, and promises no more once asked', async ({
    page,
  }) => {
    await open(page, '/login/sms');
    await expect(
      page.getByText('Codes go only to a phone number verified in Settings.', { exact: false }),
    ).toBeVisible();
    const guest = uniqueGuest();
    await page.getByLabel('Phone number').fill(guest.phone.replace('+234', '0'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If this number is verified on an account, a code is on its way.')).toBeVisible();
    await expect(page.getByText('Verification code sent!')).toHaveCount(0);
  });
});
