import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { nextTier } from '@/lib/booking/loyalty';
import { todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import {
  bookingGuests,
  bookings,
  contactMessages,
  newsletterSubscribers,
  notificationOutbox,
  oneTimeCodes,
  profilePictures,
  sessions,
  users,
  type UserPreferences,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { MembershipTier } from '@/lib/pricing';
import { hashPassword, verifyPassword } from '@/lib/services/auth/password';
import { queuePasswordNotice } from './account-notices';
import { deliverQueuedMessages } from './booking-confirmation';
import { refreshMembershipTier } from './loyalty';

/** What the settings page shows of the account. */
export interface AccountOverview {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  phoneVerified: boolean;
  profilePicture: string | null;
  membershipStatus: MembershipTier;
  completedStays: number;
  nextTier: { tier: 'Silver' | 'Gold'; staysToGo: number } | null;
  hasPassword: boolean;
  preferences: UserPreferences;
}

/** The account as its settings page shows it, with the tier its completed stays earn. */
export async function getAccountOverview(userId: string, db?: Database): Promise<AccountOverview | null> {
  const d = db ?? (await getDb());
  const { tier, completedStays } = await refreshMembershipTier(userId, d);
  const [user] = await d.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneVerifiedAt !== null,
    profilePicture: user.profilePicture,
    membershipStatus: tier,
    completedStays,
    nextTier: nextTier(completedStays),
    hasPassword: user.passwordHash !== null,
    preferences: user.preferences,
  };
}

/** Renames the account; returns the updated user. */
export async function updateProfileName(userId: string, fullName: string, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d.update(users).set({ fullName, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!user) throw new AppError('notSignedIn', 401);
  return user;
}

/** Merges the given preferences into the stored ones and returns them all. */
export async function updatePreferences(userId: string, changes: UserPreferences, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  if (!user) throw new AppError('notSignedIn', 401);
  return user.preferences;
}

/**
 * Replaces the password after checking the current one; every other session of the account ends, so a thief who
 * knew the old password is signed out. The session that asked (its token hash) stays.
 */
export async function changePassword(
  args: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    keepSessionHash: string | null;
    /** The request's language, for the notice when the account has no preferred one. */
    locale: string;
  },
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  const [user] = await d.select({ hash: users.passwordHash }).from(users).where(eq(users.id, args.userId)).limit(1);
  if (!user) throw new AppError('notSignedIn', 401);
  if (!user.hash) throw new AppError('noPasswordSet', 409);
  if (!(await verifyPassword(args.currentPassword, user.hash))) {
    throw new AppError('invalidRequest', 400, { fieldErrors: { currentPassword: [{ key: 'currentPasswordWrong' }] } });
  }
  const passwordHash = await hashPassword(args.newPassword);
  await d.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, args.userId));
    await tx
      .delete(sessions)
      .where(
        args.keepSessionHash
          ? and(eq(sessions.userId, args.userId), ne(sessions.tokenHash, args.keepSessionHash))
          : eq(sessions.userId, args.userId),
      );
    await queuePasswordNotice({ userId: args.userId, kind: 'changed', requestLocale: args.locale }, tx);
  });
  deliverQueuedMessages(d);
}

/** A session as the account's owner sees it; `id` is derived from the stored hash and opens nothing. */
export interface ActiveSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

const publicSessionId = (tokenHash: string) =>
  createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 32);

/** The account's sessions that have not ended, most recently used first. */
export async function listSessions(
  userId: string,
  currentHash: string | null,
  db?: Database,
): Promise<ActiveSession[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return rows.map((s) => ({
    id: publicSessionId(s.tokenHash),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
    current: s.tokenHash === currentHash,
  }));
}

/** Ends one of the account's own sessions; another account's session id is unknown here (404). */
export async function endSession(
  userId: string,
  id: string,
  db?: Database,
): Promise<{ wasCurrent: boolean; hash: string }> {
  const d = db ?? (await getDb());
  const rows = await d.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
  const match = rows.find((s) => publicSessionId(s.tokenHash) === id);
  if (!match) throw new AppError('sessionNotFound', 404);
  await d.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.tokenHash, match.tokenHash)));
  return { wasCurrent: false, hash: match.tokenHash };
}

/** Stores a resized profile picture and points the account at it (the ?v= changes with each upload). */
export async function setProfilePicture(userId: string, picture: { data: Buffer; contentType: string }, db?: Database) {
  const d = db ?? (await getDb());
  const now = new Date();
  return d.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userId, ...picture, updatedAt: now })
      .onConflictDoUpdate({ target: profilePictures.userId, set: { ...picture, updatedAt: now } });
    const [user] = await tx
      .update(users)
      .set({ profilePicture: `/api/user/profile-picture/${userId}?v=${now.getTime()}`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
}

/** The stored profile picture of an account, or null. */
export async function getProfilePicture(userId: string, db?: Database) {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(profilePictures).where(eq(profilePictures.userId, userId)).limit(1);
  return row ?? null;
}

const ERASED = { first: 'Deleted', last: 'guest', email: 'deleted-account@invalid', phone: '' } as const;

/**
 * Deletes an account after the typed e-mail (and the password, when it has one) confirm it. Its bookings stay for the
 * hotels: an upcoming stay keeps the guest's name and contact so the hotel can receive them, every other booking
 * loses them. Sessions, favourites, codes, picture, newsletter subscription, contact messages and queued mail go.
 */
export async function deleteAccount(
  args: { userId: string; email: string; password?: string; now?: Date },
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  const now = args.now ?? new Date();
  const [user] = await d.select().from(users).where(eq(users.id, args.userId)).limit(1);
  if (!user) throw new AppError('notSignedIn', 401);
  if (args.email.toLowerCase() !== user.email) {
    throw new AppError('invalidRequest', 400, { fieldErrors: { email: [{ key: 'accountEmailMismatch' }] } });
  }
  if (user.passwordHash && !(await verifyPassword(args.password ?? '', user.passwordHash))) {
    throw new AppError('invalidRequest', 400, { fieldErrors: { password: [{ key: 'currentPasswordWrong' }] } });
  }
  const today = todayInLagos(now);
  await d.transaction(async (tx) => {
    const finished = and(
      eq(bookings.userId, user.id),
      or(lt(bookings.checkOutDate, today), inArray(bookings.status, ['cancelled', 'expired', 'completed'])),
    );
    const ids = (await tx.select({ id: bookings.id }).from(bookings).where(finished)).map((b) => b.id);
    if (ids.length) {
      await tx
        .update(bookings)
        .set({
          guestFirstName: ERASED.first,
          guestLastName: ERASED.last,
          guestEmail: ERASED.email,
          guestPhone: ERASED.phone,
          address: null,
          guestState: null,
          zipCode: null,
          specialRequest: null,
          updatedAt: now,
        })
        .where(inArray(bookings.id, ids));
      await tx.delete(bookingGuests).where(inArray(bookingGuests.bookingId, ids));
    }
    const addresses = [user.email, ...(user.phoneNumber ? [user.phoneNumber] : [])];
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email)));
    await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.address, addresses));
    await tx.delete(notificationOutbox).where(inArray(notificationOutbox.recipient, addresses));
    // Sessions, favourites, verification tokens and the picture go with the row; bookings and reviews keep theirs
    // with the account link set to null.
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
