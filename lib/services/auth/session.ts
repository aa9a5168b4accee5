import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { hashToken, isPlausibleToken, newToken } from './token';

export { SESSION_COOKIE } from '@/lib/auth-cookies';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A staff member's session reaches every booking, so it ends sooner when left alone. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
// Writing last_seen_at on every request would turn each page view into a database write.
const TOUCH_INTERVAL_MS = 60 * 1000;
// The user agent is whatever the client sends; keep a bounded amount of it.
const MAX_USER_AGENT = 512;

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export type SessionUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'fullName'
  | 'email'
  | 'phoneNumber'
  | 'profilePicture'
  | 'membershipTier'
  | 'role'
  | 'emailVerifiedAt'
  | 'phoneVerifiedAt'
>;

/** Starts a session for a user; only the token's hash is stored, the token goes in the cookie. */
export async function createSession(db: Database, userId: string, meta: SessionMeta = {}): Promise<NewSession> {
  const now = meta.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ipAddress: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user for a cookie token, or null when the session is unknown, idle too long (7 days; 12 hours for
 * staff) or past its end. The role is read with the session each time, so a revoked staff member loses the desk at once.
 */
export async function getSessionUser(
  db: Database,
  token: string | null | undefined,
  { now = new Date() }: { now?: Date } = {},
): Promise<SessionUser | null> {
  if (!isPlausibleToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        profilePicture: users.profilePicture,
        membershipTier: users.membershipTier,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        phoneVerifiedAt: users.phoneVerifiedAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  const idleLimit = row.user.role === 'staff' ? STAFF_SESSION_IDLE_MS : SESSION_IDLE_MS;
  if (row.expiresAt <= now || idleFor >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/** Replaces the session a browser holds (if any) with a new one, so a token planted before sign-in is useless. */
export async function rotateSession(
  db: Database,
  oldToken: string | null | undefined,
  userId: string,
  meta: SessionMeta = {},
): Promise<NewSession> {
  await deleteSession(db, oldToken);
  return createSession(db, userId, meta);
}

/** Ends one session server-side, so its token stops working even if it was copied. */
export async function deleteSession(db: Database, token: string | null | undefined): Promise<void> {
  if (!isPlausibleToken(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, e.g. after a password change. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Cookie attributes for the session cookie; `secure` is true in production. */
export function sessionCookieOptions(expiresAt: Date, secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt } as const;
}
