import { cookies } from 'next/headers';
import { route } from '@/lib/api/handler';
import { toUserDetails } from '@/lib/data/users';
import { currentUser, secureCookies } from '@/lib/services/auth/current-user';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/services/auth/session';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * The signed-in user's details, asked for by every page at start (pages are the same for everyone): `userDetails` is
 * null when nobody is signed in, which is the answer for most visitors, not a failure (so no browser logs it as one). A
 * session cookie the server no longer knows is cleared with that answer, so the proxy stops treating this browser as
 * signed in.
 */
export const GET = route(async () => {
  const user = await currentUser();
  if (!user) {
    const jar = await cookies();
    if (jar.has(SESSION_COOKIE)) {
      jar.set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0), secureCookies), maxAge: 0 });
    }
    return Response.json({ userDetails: null }, { headers });
  }
  return Response.json({ userDetails: toUserDetails(user) }, { headers });
});
