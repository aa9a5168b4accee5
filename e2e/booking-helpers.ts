import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInLagos } from '../lib/dates';
import { expect } from './fixtures';

// These pages hydrate and answer slowly on a loaded test machine; a minute is generous, not a sign of a problem.
export const slowExpect = expect.configure({ timeout: 20_000 });

export interface Stay {
  hotelId: string;
  categoryId: string;
  checkInDate: string;
  checkOutDate: string;
}

/** POST /api/bookings/{hotelId}/new for one room of a category, two adults, with the guest's contact details. */
export function createBooking(
  request: APIRequestContext,
  stay: Stay,
  guest: { email: string; fullName: string; phoneNumber: string; address: string; state: string },
) {
  return request.post(`/api/bookings/${stay.hotelId}/new`, {
    data: {
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      bookingInfo: {
        email: guest.email,
        fullName: guest.fullName,
        phoneNumber: guest.phoneNumber,
        location: { address: guest.address, state: guest.state, zipCode: '', country: 'Nigeria' },
      },
      guests: { adults: 2, children: 0 },
      guestDetails: [],
      rooms: [{ numberOfRooms: 1, room: stay.categoryId }],
      specialRequest: '',
      purpose: 'Leisure',
      arrivalTime: '1:00pm-2:00pm',
      paperlessConfirmation: true,
    },
  });
}

export interface Room {
  categoryId: string;
  roomsLeft: number;
  nonRefundable: boolean;
  discountedPrice: number;
}

/** A published hotel with a free room of the wanted kind for a stay `daysAhead` from today, as the API lists them. */
export async function freeRoom(request: APIRequestContext, daysAhead: number, nonRefundable: boolean) {
  const checkInDate = addDays(todayInLagos(), daysAhead);
  const checkOutDate = addDays(checkInDate, 2);
  const lists = await Promise.all(
    ['/api/featured-hotels', '/api/recommended-apartments'].map(async (path) => (await request.get(path)).json()),
  );
  for (const hotel of lists.flatMap((l) => l.hotels as { _id: string }[])) {
    const res = await request.get(`/api/hotels/${hotel._id}/search-availability`, {
      params: { checkInDate, checkOutDate, rooms: '1' },
    });
    const room = ((await res.json()).response as Room[]).find(
      (r) => r.roomsLeft > 1 && r.nonRefundable === nonRefundable,
    );
    if (room) return { hotelId: hotel._id, room, checkInDate, checkOutDate };
  }
  throw new Error(`no ${nonRefundable ? 'non-refundable' : 'refundable'} room free`);
}

/** The lead guest a test books for, unless it names another. */
const LEAD_GUEST = { email: 'ada@example.com', fullName: 'Ada Obi', phoneNumber: '08031234567' };

/**
 * Books the free room through this request context's booking calls (so its browser holds the booking cookie) for the
 * lead guest, then chooses how it is paid: at the property (confirmed at once), by card (a hold until paid), or not yet.
 * Returns the booking's id, reference and confirmation page.
 */
export async function bookStay(
  request: APIRequestContext,
  stay: Awaited<ReturnType<typeof freeRoom>>,
  {
    guest = LEAD_GUEST,
    paymentMethod = 'Cash',
  }: { guest?: Partial<typeof LEAD_GUEST>; paymentMethod?: 'Cash' | 'Card' | null } = {},
) {
  const created = await createBooking(
    request,
    {
      hotelId: stay.hotelId,
      categoryId: stay.room.categoryId,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
    },
    { ...LEAD_GUEST, ...guest, address: '', state: 'Lagos' },
  );
  slowExpect(created.status()).toBe(201);
  const { bookingID: id, reference } = (await created.json()) as { bookingID: string; reference: string };
  if (paymentMethod) {
    slowExpect((await request.patch(`/api/bookings/${id}`, { data: { paymentMethod } })).status()).toBe(200);
  }
  return { id, reference, confirmation: `/hotel/confirmation/${stay.hotelId}/${id}` };
}

/** Books the room for the signed-in guest and pays at the property (confirmed at once); returns the booking id. */
export async function bookAndConfirm(request: APIRequestContext, stay: Awaited<ReturnType<typeof freeRoom>>) {
  return (await bookStay(request, stay)).id;
}

export function bookingCard(page: Page, bookingId: string) {
  return page.locator(`article[data-booking-id="${bookingId}"]`);
}
