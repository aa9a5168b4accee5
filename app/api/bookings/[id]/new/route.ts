import { NextResponse } from 'next/server';
import { requestLocale } from '@/i18n/request-locale';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { browserTokenFor, setBrowserCookie } from '@/lib/api/booking-cookie';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { createBooking } from '@/lib/data/bookings';
import { getDb, type Database } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { hashToken } from '@/lib/services/auth/token';
import { BOOKINGS_PER_CLIENT, BOOKINGS_PER_PERSON, type Limit } from '@/lib/services/limits';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { bookingCreatePayload } from '@/lib/validation/booking';

async function spendBookingBudget(db: Database, key: string, budget: Limit) {
  const limit = await consumeRateLimit(db, key, budget);
  if (!limit.allowed) {
    throw new AppError('tooManyBookings', 429, { retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) });
  }
}

/**
 * Creates a booking at a hotel (id or slug) for a visitor or a signed-in guest; 201 { bookingID, reference, message }.
 * The rooms are held for 30 minutes until the guest chooses how to pay. A visitor's browser gets the cookie that
 * owns the booking.
 */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    await spendBookingBudget(db, `booking-create:ip:${clientIp(request)}`, BOOKINGS_PER_CLIENT);
    const viewer = await bookingViewer(request, db);
    const browser = viewer.user ? null : browserTokenFor(viewer);
    // A person is their account, or their booking cookie (a visitor's first booking counts for the cookie it gets).
    const person = browser ? `browser:${hashToken(browser)}` : `user:${viewer.userId}`;
    await spendBookingBudget(db, `booking-create:${person}`, BOOKINGS_PER_PERSON);
    const payload = await parseBody(request, bookingCreatePayload(env.BOOKING_HORIZON_DAYS));
    const created = await createBooking(
      {
        hotelId: id,
        request: payload,
        owner: { userId: viewer.userId, browserTokenHash: browser ? hashToken(browser) : null },
        locale: requestLocale(request),
      },
      db,
    );
    const message = textsFor(request)('booking.api.created');
    const response = NextResponse.json(
      { bookingID: created.id, reference: created.reference, message },
      { status: 201, headers: PRIVATE },
    );
    if (browser) setBrowserCookie(response, browser);
    return response;
  }),
);
