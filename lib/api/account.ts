import 'server-only';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getSessionUser, SESSION_COOKIE, type SessionUser } from '@/lib/services/auth/session';
import { hashToken, isPlausibleToken } from '@/lib/services/auth/token';

// Read from the request's header rather than next/headers, so handlers run the same in tests and in Next.
function sessionToken(request: Request): string | null {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === SESSION_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** The signed-in user of a request and the hash of its session, or a 401. */
export async function requireAccount(
  request: Request,
  db: Database,
): Promise<{ user: SessionUser; sessionHash: string }> {
  const token = sessionToken(request);
  const user = token ? await getSessionUser(db, token) : null;
  if (!user || !isPlausibleToken(token)) throw new AppError('notSignedIn', 401);
  return { user, sessionHash: hashToken(token) };
}

/** The signed-in user of a request, or null for a visitor. */
export async function optionalAccount(request: Request, db: Database): Promise<SessionUser | null> {
  const token = sessionToken(request);
  return token ? getSessionUser(db, token) : null;
}
