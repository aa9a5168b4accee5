import { eq } from 'drizzle-orm';
import { bookings, notificationOutbox } from '@/lib/db/schema';
import { insertTestHotel, recountedNights, reservedNights, stayDates } from '@/lib/testing/booking-fixtures';
import { bookingSteps, failure, MINUTE, ownerOf, visitor } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { getAvailability } from './availability';
import { setPaymentMethod } from './booking-payment-method';
import { getBookingForViewer } from './booking-view';
import { expireHolds } from './holds';

describeEachDatabase('payment method and holds', (handle) => {
  const { book } = bookingSteps(handle);

  it('Pay at the property confirms at once and sends one confirmation whose link opens the booking', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const created = await book(hotelId, [{ room: roomIds[0]! }], ownerOf('browser-a'));
    const first = await setPaymentMethod(
      { bookingId: created.id, method: 'Cash', viewer: visitor('browser-a') },
      handle.db,
    );
    expect(first).toEqual({ status: 'confirmed', paymentMethod: 'Cash', holdExpiresAt: null });
    await expect(
      setPaymentMethod({ bookingId: created.id, method: 'Cash', viewer: visitor('browser-a') }, handle.db),
    ).resolves.toEqual(first);
    expect(
      await failure(
        setPaymentMethod({ bookingId: created.id, method: 'Card', viewer: visitor('browser-a') }, handle.db),
      ),
    ).toMatchObject({ code: 'bookingAlreadyConfirmed', status: 409 });

    const sent = await handle.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.template, 'booking.confirmed'));
    const mine = sent.filter((m) => (m.payload as { bookingId?: string }).bookingId === created.id);
    expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = mine.find((m) => m.channel === 'email')!;
    // Booked in French: the confirmation is in French.
    expect(email).toMatchObject({ recipient: 'ada.obi@example.com', locale: 'fr' });
    expect(email.subject).toContain(`Réservation confirmée : Test Harbour Hotel (${created.reference})`);
    expect(email.body).toContain('À régler sur place : ₦100,000');
    expect(email.body).toContain(`Référence de réservation : ${created.reference}`);
    expect(email.body).toContain('Annulation gratuite jusqu’à');
    const access = /\?access=([\w-]+)/.exec(email.body)?.[1];
    expect(access).toBeDefined();
    await expect(
      getBookingForViewer(created.id, { userId: null, browserToken: null, accessToken: access }, handle.db),
    ).resolves.toMatchObject({ status: 'confirmed', paymentMethod: 'Cash', paymentStatus: 'unpaid' });
    await expect(
      getBookingForViewer(created.id, { userId: null, browserToken: null, accessToken: `${access}x` }, handle.db),
    ).resolves.toBeNull();
    // The link reads the booking; it does not make its holder the owner.
    expect(
      await failure(
        setPaymentMethod(
          { bookingId: created.id, method: 'Cash', viewer: { userId: null, browserToken: access ?? null } },
          handle.db,
        ),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('Pay now keeps the rooms held for the hold set at creation', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db);
    const createdAt = new Date();
    const created = await book(hotelId, [{ room: roomIds[0]! }], ownerOf('browser-a'), { now: createdAt });
    const later = new Date(createdAt.getTime() + 10 * MINUTE);
    const card = await setPaymentMethod(
      { bookingId: created.id, method: 'Card', viewer: visitor('browser-a'), now: later },
      handle.db,
    );
    expect(card).toEqual({
      status: 'pending_payment',
      paymentMethod: 'Card',
      holdExpiresAt: new Date(createdAt.getTime() + 30 * MINUTE).toISOString(),
    });
    const view = await getBookingForViewer(created.id, visitor('browser-a'), handle.db);
    expect(view).toMatchObject({ status: 'pending_payment', paymentMethod: 'Card', holdExpiresAt: card.holdExpiresAt });
  });

  it('expires an unpaid hold, gives its nights back once, and never revives it', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 1 }]);
    const room = roomIds[0]!;
    const createdAt = new Date();
    const created = await book(hotelId, [{ room }], ownerOf('browser-a'), { now: createdAt });
    const dates = stayDates();
    const query = { checkIn: dates.checkInDate, checkOut: dates.checkOutDate, rooms: 1 };
    expect((await getAvailability(hotelId, query, handle.db))[0]!.roomsLeft).toBe(0);
    // Before its time the sweep leaves it alone.
    expect(await expireHolds({ now: new Date(createdAt.getTime() + 29 * MINUTE) }, handle.db)).toBe(0);
    const late = new Date(createdAt.getTime() + 31 * MINUTE);
    expect(await expireHolds({ now: late }, handle.db)).toBeGreaterThanOrEqual(1);
    expect(await expireHolds({ now: late }, handle.db)).toBe(0);
    expect(await reservedNights(handle.db, room)).toEqual({});
    expect(await recountedNights(handle.db, room)).toEqual({});
    expect((await getAvailability(hotelId, query, handle.db))[0]!.roomsLeft).toBe(1);
    for (const method of ['Cash', 'Card'] as const) {
      expect(
        await failure(
          setPaymentMethod({ bookingId: created.id, method, viewer: visitor('browser-a'), now: late }, handle.db),
        ),
      ).toMatchObject({ code: 'holdExpired', status: 409 });
    }
    // The next guest gets the room.
    await expect(book(hotelId, [{ room }], ownerOf('browser-b'), { now: late })).resolves.toBeDefined();
  });

  it('a hold past its time is expired by the owner’s next step even before any sweep', async () => {
    const { hotelId, roomIds } = await insertTestHotel(handle.db, [{ totalRooms: 1 }]);
    const createdAt = new Date();
    const created = await book(hotelId, [{ room: roomIds[0]! }], ownerOf('browser-a'), { now: createdAt });
    const late = new Date(createdAt.getTime() + 45 * MINUTE);
    expect(
      await failure(
        setPaymentMethod({ bookingId: created.id, method: 'Cash', viewer: visitor('browser-a'), now: late }, handle.db),
      ),
    ).toMatchObject({ code: 'holdExpired' });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(row!.status).toBe('expired');
    expect(await reservedNights(handle.db, roomIds[0]!)).toEqual({});
  });
});
