import 'server-only';
import { GRANT_MAX_MS } from '@/lib/data/booking-grants';
import { env } from '@/lib/env';

/**
 * The manage-booking cookie: httpOnly, SameSite=Lax, Secure whenever the public address is https. It may live as long
 * as a grant can; the server ends the grant itself after 30 idle minutes.
 */
export function grantCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: GRANT_MAX_MS / 1000,
  } as const;
}
