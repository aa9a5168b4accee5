import { NextResponse } from 'next/server';
import { clientIp, mutation, parseBody, textsFor } from '@/lib/api/handler';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { getDb } from '@/lib/db';
import { endBookingGrant } from '@/lib/data/booking-grants';
import { BOOKING_GRANT_COOKIE, grantToken } from '@/lib/services/auth/booking-viewer';
import { openBookingWithCode } from '@/lib/services/auth/booking-code';
import { grantCookieOptions } from '@/lib/api/grant-cookie';
import { openBookingBody } from '@/lib/validation/manage-booking';

/** Checks the code sent for a booking; a right one lets this browser manage that booking (httpOnly cookie). */
export const POST = privateAnswers(
  mutation(async (request) => {
    const { reference, contact, otp } = await parseBody(request, openBookingBody);
    const db = await getDb();
    const grant = await openBookingWithCode(db, { reference, contact, otp, ip: clientIp(request) });
    // The cookie holds one grant: the one it held before (another booking, say) ends now rather than idle on.
    await endBookingGrant(grantToken(request), db);
    const response = NextResponse.json(
      { bookingId: grant.bookingId, message: textsFor(request)('manage.opened') },
      { headers: PRIVATE },
    );
    response.cookies.set(BOOKING_GRANT_COOKIE, grant.token, grantCookieOptions());
    return response;
  }),
);
