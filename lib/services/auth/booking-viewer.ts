import 'server-only';
import { cookies } from 'next/headers';
import type { BookingViewer } from '@/lib/data/booking-access';
import { getDb, type Database } from '@/lib/db';
import { getSessionUser, SESSION_COOKIE, type SessionUser } from './session';
import { isPlausibleToken } from './token';

import { BOOKING_BROWSER_COOKIE } from '@/lib/auth-cookies';

export { BOOKING_BROWSER_COOKIE };

// Read from the header rather than next/headers, so route handlers need no request scope of Next's.
function cookieValue(request: Request, name: string): string | null {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

function viewer(user: SessionUser | null, browserToken: string | null | undefined, access: string | null | undefined) {
  return {
    user,
    userId: user?.id ?? null,
    browserToken: isPlausibleToken(browserToken) ? browserToken : null,
    accessToken: isPlausibleToken(access) ? access : null,
  };
}

/** Who asks in a route handler: the signed-in user, the booking cookie and ?access= of a confirmation link. */
export async function bookingViewer(
  request: Request,
  db: Database,
): Promise<BookingViewer & { user: SessionUser | null }> {
  const session = cookieValue(request, SESSION_COOKIE);
  const user = session ? await getSessionUser(db, session) : null;
  return viewer(user, cookieValue(request, BOOKING_BROWSER_COOKIE), new URL(request.url).searchParams.get('access'));
}

/** Who asks in a page render (the confirmation page): the same, with `access` taken from the page's ?access=. */
export async function pageBookingViewer(access?: string | null): Promise<BookingViewer> {
  const jar = await cookies();
  const session = jar.get(SESSION_COOKIE)?.value;
  const user = session ? await getSessionUser(await getDb(), session) : null;
  return viewer(user, jar.get(BOOKING_BROWSER_COOKIE)?.value, access);
}
