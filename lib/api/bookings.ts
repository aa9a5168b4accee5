import 'server-only';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { NextResponse } from 'next/server';
import type { BookingViewer } from '@/lib/data/booking-access';
import { env } from '@/lib/env';
import { BOOKING_BROWSER_COOKIE } from '@/lib/services/auth/booking-viewer';
import { newToken } from '@/lib/services/auth/token';

/** Every answer about a booking is personal: never stored by a browser cache, a proxy or a CDN. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

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
