import 'server-only';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { NextResponse } from 'next/server';
import type { BookingViewer } from '@/lib/data/booking-access';
import type { Database } from '@/lib/db';
import { env } from '@/lib/env';
import { getSessionUser, SESSION_COOKIE, type SessionUser } from '@/lib/services/auth/session';
import { isPlausibleToken, newToken } from '@/lib/services/auth/token';

/** httpOnly cookie of a browser that booked as a visitor; one per browser, owning all its bookings. */
export const BOOKING_BROWSER_COOKIE = 'sn_bookings';
const BROWSER_COOKIE_DAYS = 365;

/** Every answer about a booking is personal: never stored by a browser cache, a proxy or a CDN. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

// Read from the header rather than next/headers, so the handlers need no request scope of Next's.
function cookieValue(request: Request, name: string): string | null {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Who is asking: the signed-in user (from the session cookie), the booking cookie and ?access= of a link. */
export async function bookingViewer(
  request: Request,
  db: Database,
): Promise<BookingViewer & { user: SessionUser | null }> {
  const session = cookieValue(request, SESSION_COOKIE);
  const user = session ? await getSessionUser(db, session) : null;
  const browserToken = cookieValue(request, BOOKING_BROWSER_COOKIE);
  const access = new URL(request.url).searchParams.get('access');
  return {
    user,
    userId: user?.id ?? null,
    browserToken: isPlausibleToken(browserToken) ? browserToken : null,
    accessToken: isPlausibleToken(access) ? access : null,
  };
}

/** The visitor's booking cookie token: the one the browser holds, or a new one to set with the answer. */
export function browserTokenFor(viewer: BookingViewer): { token: string; isNew: boolean } {
  return viewer.browserToken ? { token: viewer.browserToken, isNew: false } : { token: newToken(), isNew: true };
}

/** Sets (or renews) the visitor's booking cookie on an answer. */
export function setBrowserCookie(response: NextResponse, token: string): void {
  response.cookies.set(BOOKING_BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // As for the session cookie: Secure whenever the public address is https.
    secure: env.SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: BROWSER_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** Wraps a route so that every answer, errors included, carries Cache-Control: private, no-store. */
export function privateAnswers<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const response = await handler(...args);
    response.headers.set('Cache-Control', PRIVATE['Cache-Control']);
    return response;
  };
}

/** Constant-time comparison of the webhook's verif-hash header with the configured secret hash. */
export function webhookHashMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  // Equal-length digests, so the comparison time says nothing about the secret's length or content.
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header), digest(secret));
}
