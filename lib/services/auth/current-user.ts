import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { clientIp } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import {
  deleteSession,
  getSessionUser,
  rotateSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  type SessionUser,
} from './session';
import { hashToken, isPlausibleToken } from './token';

// Browsers keep Secure cookies only over HTTPS, so the flag follows the public address.
export const secureCookies = env.SITE_URL.startsWith('https://');

/** The signed-in user of this request, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return getSessionUser(await getDb(), token);
}

/** SHA-256 of this request's session cookie (how the sessions table knows it), or null. */
export async function currentSessionHash(): Promise<string | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isPlausibleToken(token) ? hashToken(token) : null;
}

/** The signed-in user, or a 401 for handlers. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) throw new AppError('notSignedIn', 401);
  return user;
}

/** Starts a fresh session (any old one of this browser ends) and answers the body with its cookie. */
export async function signInResponse(request: Request, userId: string, body: unknown, status = 200) {
  const db = await getDb();
  const session = await rotateSession(db, (await cookies()).get(SESSION_COOKIE)?.value, userId, {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent'),
  });
  const response = NextResponse.json(body, { status });
  response.cookies.set(SESSION_COOKIE, session.token, sessionCookieOptions(session.expiresAt, secureCookies));
  return response;
}

/** Ends this browser's session on the server and clears its cookie. */
export async function signOutResponse(request: Request, body: unknown) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getDb(), token);
  const response = NextResponse.json(body);
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0), secureCookies), maxAge: 0 });
  return response;
}
