import { NextResponse } from 'next/server';
import { requestLocale } from '@/i18n/request-locale';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { browserTokenFor, setBrowserCookie } from '@/lib/api/booking-cookie';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { createBooking } from '@/lib/data/bookings';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { hashToken } from '@/lib/services/auth/token';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { bookingCreatePayload } from '@/lib/validation/booking';

/** Bookings one client address may create in ten minutes. */
const CREATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Creates a booking at a hotel (id or slug) for a visitor or a signed-in guest; 201 { bookingID, reference, message }.
 * The rooms are held for 30 minutes until the guest chooses how to pay. A visitor's browser gets the cookie that
 * owns the booking.
 */
export const POST = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const limit = await consumeRateLimit(db, `booking-create:${clientIp(request)}`, CREATE_LIMIT);
    if (!limit.allowed) throw new AppError('tooManyBookings', 429);
    const payload = await parseBody(request, bookingCreatePayload(env.BOOKING_HORIZON_DAYS));
    const viewer = await bookingViewer(request, db);
    const browser = viewer.user ? null : browserTokenFor(viewer);
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
