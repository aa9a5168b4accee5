import { NextResponse } from 'next/server';
import { mutation, textsFor } from '@/lib/api/handler';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { grantCookieOptions } from '@/lib/api/grant-cookie';
import { endBookingGrant } from '@/lib/data/booking-grants';
import { getDb } from '@/lib/db';
import { BOOKING_GRANT_COOKIE, grantToken } from '@/lib/services/auth/booking-viewer';

/** Ends this browser's right to manage a booking, on the server and in its cookie. */
export const DELETE = privateAnswers(
  mutation(async (request) => {
    await endBookingGrant(grantToken(request), await getDb());
    const response = NextResponse.json({ message: textsFor(request)('manage.left') }, { headers: PRIVATE });
    response.cookies.set(BOOKING_GRANT_COOKIE, '', { ...grantCookieOptions(), maxAge: 0 });
    return response;
  }),
);
