import 'server-only';
import { cookies } from 'next/headers';
import type { BookingViewer } from '@/lib/data/booking-access';
import { bookingOfGrant } from '@/lib/data/booking-grants';
import { getDb, type Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getSessionUser, SESSION_COOKIE, type SessionUser } from './session';
import { isPlausibleToken } from './token';

import { BOOKING_BROWSER_COOKIE, BOOKING_GRANT_COOKIE } from '@/lib/auth-cookies';

export { BOOKING_BROWSER_COOKIE, BOOKING_GRANT_COOKIE };

// Read from the header rather than next/headers, so route handlers need no request scope of Next's.
function cookieValue(request: Request, name: string): string | null {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

function viewer(
  user: SessionUser | null,
  browserToken: string | null | undefined,
  access: string | null | undefined,
  grantedBookingId: string | null,
) {
  return {
    user,
    userId: user?.id ?? null,
    browserToken: isPlausibleToken(browserToken) ? browserToken : null,
    accessToken: isPlausibleToken(access) ? access : null,
    grantedBookingId,
  };
}

/** The grant cookie of a request, for ending it. */
export function grantToken(request: Request): string | null {
  return cookieValue(request, BOOKING_GRANT_COOKIE);
}

/**
 * Who asks in a route handler: the signed-in user, the booking cookie, ?access= of a confirmation link and the booking
 * a manage-booking grant opens.
 */
export async function bookingViewer(
  request: Request,
  db: Database,
): Promise<BookingViewer & { user: SessionUser | null }> {
  const session = cookieValue(request, SESSION_COOKIE);
  const user = session ? await getSessionUser(db, session) : null;
  const granted = await bookingOfGrant(cookieValue(request, BOOKING_GRANT_COOKIE), db);
  return viewer(
    user,
    cookieValue(request, BOOKING_BROWSER_COOKIE),
    new URL(request.url).searchParams.get('access'),
    granted,
  );
}

/**
 * Who may change or cancel a booking in a handler: the signed-in account or a manage-booking grant. The visitor's
 * booking cookie and a confirmation link only read. Neither a session nor a live grant is a 401: a grant that has
 * ended says so (the guest asks for a new code), anything else asks to sign in.
 */
export async function bookingManager(request: Request, db: Database): Promise<BookingViewer> {
  const { userId, grantedBookingId } = await bookingViewer(request, db);
  if (!userId && !grantedBookingId) {
    throw new AppError(grantToken(request) ? 'bookingAccessEnded' : 'notSignedIn', 401);
  }
  return { userId, browserToken: null, accessToken: null, grantedBookingId };
}

/** Who asks in a page render (the confirmation page): the same, with `access` taken from the page's ?access=. */
export async function pageBookingViewer(access?: string | null): Promise<BookingViewer> {
  const jar = await cookies();
  const db = await getDb();
  const session = jar.get(SESSION_COOKIE)?.value;
  const user = session ? await getSessionUser(db, session) : null;
  const granted = await bookingOfGrant(jar.get(BOOKING_GRANT_COOKIE)?.value, db);
  return viewer(user, jar.get(BOOKING_BROWSER_COOKIE)?.value, access, granted);
}
