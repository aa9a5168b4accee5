import 'server-only';
import type { NextResponse } from 'next/server';
import type { BookingViewer } from '@/lib/data/booking-access';
import { env } from '@/lib/env';
import { BOOKING_BROWSER_COOKIE } from '@/lib/services/auth/booking-viewer';
import { newToken } from '@/lib/services/auth/token';

/** The visitor's booking cookie token: the one the browser holds, or a new one to set with the answer. */
export function browserTokenFor(viewer: BookingViewer): string {
  return viewer.browserToken ?? newToken();
}

/** Sets (or renews) the visitor's booking cookie on an answer. */
export function setBrowserCookie(response: NextResponse, token: string): void {
  response.cookies.set(BOOKING_BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // As for the session cookie: Secure whenever the public address is https.
    secure: env.SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
  });
}
