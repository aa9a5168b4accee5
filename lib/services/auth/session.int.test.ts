import { eq } from 'drizzle-orm';
import { sessions, users } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { hashToken } from './token';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  createSession,
  deleteSession,
  deleteUserSessions,
  getSessionUser,
  rotateSession,
  sessionCookieOptions,
} from './session';

const DAY = 24 * 60 * 60 * 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describeEachDatabase('sessions', (handle) => {
  let userId: string;
  const meta = { ip: '203.0.113.7', userAgent: 'jest' };

  beforeAll(async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ fullName: 'Chidi Eze', email: 'chidi@example.com', phoneNumber: '+2348012345678' })
      .returning({ id: users.id });
    userId = user!.id;
  });

  const lastSeen = async (token: string) => {
    const [row] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.lastSeenAt;
  };

  it('creates a session whose token is stored only as its hash', async () => {
    const now = new Date();
    const { token, expiresAt } = await createSession(handle.db, userId, { ...meta, now });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt.getTime()).toBe(now.getTime() + SESSION_ABSOLUTE_MS);
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const user = await getSessionUser(handle.db, token, { now });
    expect(user).toMatchObject({
      id: userId,
      email: 'chidi@example.com',
      membershipTier: 'Basic',
      emailVerifiedAt: null,
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses unknown and malformed tokens', async () => {
    expect(await getSessionUser(handle.db, 'x'.repeat(43))).toBeNull();
    expect(await getSessionUser(handle.db, '')).toBeNull();
    expect(await getSessionUser(handle.db, null)).toBeNull();
    expect(await getSessionUser(handle.db, 'x'.repeat(5000))).toBeNull();
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const start = new Date();
    const { token } = await createSession(handle.db, userId, { ...meta, now: start });
    await getSessionUser(handle.db, token, { now: at(start, 30_000) });
    expect(await lastSeen(token)).toEqual(start);
    await getSessionUser(handle.db, token, { now: at(start, 61_000) });
    expect(await lastSeen(token)).toEqual(at(start, 61_000));
  });

  it('expires after 7 idle days, and after 30 days even when used daily', async () => {
    const start = new Date();
    const idle = await createSession(handle.db, userId, { now: start });
    expect(await getSessionUser(handle.db, idle.token, { now: at(start, SESSION_IDLE_MS - 60_000) })).not.toBeNull();
    expect(await getSessionUser(handle.db, idle.token, { now: at(start, 2 * SESSION_IDLE_MS) })).toBeNull();
    expect(await lastSeen(idle.token)).toBeUndefined();

    const busy = await createSession(handle.db, userId, { now: start });
    for (let day = 1; day < 30; day += 1) {
      expect(await getSessionUser(handle.db, busy.token, { now: at(start, day * DAY) })).not.toBeNull();
    }
    expect(await getSessionUser(handle.db, busy.token, { now: at(start, 30 * DAY) })).toBeNull();
  });

  it('rotates: the old token stops working and the new one works', async () => {
    const first = await createSession(handle.db, userId, meta);
    const second = await rotateSession(handle.db, first.token, userId, meta);
    expect(second.token).not.toBe(first.token);
    expect(await getSessionUser(handle.db, first.token)).toBeNull();
    expect(await getSessionUser(handle.db, second.token)).toMatchObject({ id: userId });
    const fresh = await rotateSession(handle.db, undefined, userId, meta);
    expect(await getSessionUser(handle.db, fresh.token)).toMatchObject({ id: userId });
  });

  it('a copied token stops working once its session is deleted', async () => {
    const { token } = await createSession(handle.db, userId, meta);
    const stolen = `${token}`;
    await deleteSession(handle.db, token);
    expect(await getSessionUser(handle.db, stolen)).toBeNull();
  });

  it('deletes every session of a user', async () => {
    const a = await createSession(handle.db, userId, meta);
    const b = await createSession(handle.db, userId, meta);
    await deleteUserSessions(handle.db, userId);
    expect(await getSessionUser(handle.db, a.token)).toBeNull();
    expect(await getSessionUser(handle.db, b.token)).toBeNull();
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it('describes an httpOnly, SameSite=Lax cookie for the whole site', () => {
    const expires = new Date('2026-07-01T00:00:00Z');
    expect(SESSION_COOKIE).toBe('sn_session');
    expect(sessionCookieOptions(expires, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires,
    });
    expect(sessionCookieOptions(expires, false).secure).toBe(false);
  });
});
