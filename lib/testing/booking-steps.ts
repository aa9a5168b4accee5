import { setPaymentMethod } from '@/lib/data/booking-payment-method';
import { createBooking, type NewBookingOwner } from '@/lib/data/bookings';
import type { BookingViewer } from '@/lib/data/booking-access';
import { AppError } from '@/lib/errors';
import { hashToken } from '@/lib/services/auth/token';
import type { RefundProvider } from '@/lib/services/payments/types';
import { guestContact, recountedNights, requestFor, reservedNights, stayDates } from './booking-fixtures';
import type { SuiteDatabase } from './databases';

export const MINUTE = 60_000;

/** The browser holding the booking cookie `token`, signed out. */
export const visitor = (token: string): BookingViewer => ({ userId: null, browserToken: token });

/** The guest behind an owner: browser-a is Ada (the fixtures' default contact), every other owner another person. */
const contactOf = (owner: NewBookingOwner) =>
  owner.browserTokenHash === hashToken('browser-a') ? {} : guestContact(owner.userId ?? owner.browserTokenHash ?? '');

/** A visitor's booking, owned by the browser holding the booking cookie `token`. */
export const ownerOf = (token: string): NewBookingOwner => ({ userId: null, browserTokenHash: hashToken(token) });

/** The code, status and field errors of the AppError the promise rejects with. */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status, fieldErrors: err.fieldErrors };
    throw err;
  }
  throw new Error('expected an AppError');
}

/** A refund provider that accepts every refund and keeps what it was asked. */
export function fakeRefunds() {
  const calls: { transactionId: string; amount: number }[] = [];
  const provider: RefundProvider = {
    name: 'sandbox',
    async refund(transactionId, amount) {
      calls.push({ transactionId, amount });
      return { id: `refund-${transactionId}`, raw: { ok: true } };
    },
  };
  return { provider, calls };
}

/** Bookings made on a suite's database the way guests make them. */
export function bookingSteps(handle: SuiteDatabase) {
  /** A booking of the rooms, in French, by default a visitor's (browser-a); each owner books as a person of their own. */
  const book = (
    hotelId: string,
    rooms: { room: string; numberOfRooms?: number }[],
    owner = ownerOf('browser-a'),
    extra: { now?: Date; dates?: ReturnType<typeof stayDates> } = {},
  ) =>
    createBooking(
      {
        hotelId,
        request: requestFor(rooms, { ...extra.dates, ...contactOf(owner) }),
        owner,
        locale: 'fr',
        now: extra.now,
      },
      handle.db,
    );

  /** A confirmed (Pay at the property) booking of the account. */
  async function confirmedBooking(userId: string, hotelId: string, roomId: string, dates = stayDates(), rooms = 1) {
    const created = await createBooking(
      {
        hotelId,
        request: requestFor([{ room: roomId, numberOfRooms: rooms }], dates),
        owner: { userId, browserTokenHash: null },
        locale: 'en',
      },
      handle.db,
    );
    await setPaymentMethod(
      { bookingId: created.id, method: 'Cash', viewer: { userId, browserToken: null } },
      handle.db,
    );
    return created;
  }

  /** The nights the inventory counts for the room are exactly those its active bookings hold. */
  const inventoryMatchesBookings = async (roomId: string) =>
    expect(await reservedNights(handle.db, roomId)).toEqual(await recountedNights(handle.db, roomId));

  return { book, confirmedBooking, inventoryMatchesBookings };
}
