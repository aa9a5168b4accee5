import 'server-only';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, type Database } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { deleteUserSessions, type SessionUser } from '@/lib/services/auth/session';
import { queuePasswordNotice } from './account-notices';
import { deliverQueuedMessages } from './booking-confirmation';

/** A stored user, secrets included: for the server only, never an answer body (see toUserDetails). */
export type User = typeof users.$inferSelect;

/** What answers about the signed-in user carry; never a hash, token or internal id. */
export interface UserDetails {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  profilePicture: string | null;
  membershipStatus: 'Basic' | 'Silver' | 'Gold';
  /** Present, and true, only for staff (the reservations desk link); a guest's details carry no role at all. */
  staff?: true;
}

/** The public shape of a user. */
export function toUserDetails(
  user: Pick<SessionUser, 'fullName' | 'email' | 'phoneNumber' | 'profilePicture' | 'membershipTier' | 'role'>,
): UserDetails {
  return {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profilePicture: user.profilePicture,
    membershipStatus: user.membershipTier,
    ...(user.role === 'staff' ? { staff: true as const } : {}),
  };
}

/** A user by lower-cased e-mail. */
export async function findUserByEmail(email: string, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

/** A user by Google account id (the ID token's `sub`). */
export async function findUserByGoogleSubject(subject: string, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return user ?? null;
}

/**
 * Attaches a Google account to a user and marks the e-mail verified; null when the user holds another Google account.
 * A password set on a never-verified address came from someone who did not prove they own it (possibly an attacker
 * preparing the account), so it is dropped once Google vouches for the address.
 */
export async function linkGoogleAccount(userId: string, subject: string, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d
    .update(users)
    .set({
      googleSubject: subject,
      passwordHash: sql`case when ${users.emailVerifiedAt} is null then null else ${users.passwordHash} end`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), or(isNull(users.googleSubject), eq(users.googleSubject, subject))))
    .returning();
  return user ?? null;
}

/**
 * The user whose phone number has been proven by a code. A number typed in at sign-up is not proof that its owner
 * agreed, so it never signs anyone in.
 */
export async function findUserByVerifiedPhone(phone: string, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return user ?? null;
}

/**
 * Gives a user the phone number they have just proven by a code. Any other account that lists the number (unproven,
 * or proven by a previous owner of the number) loses it, so the number signs in to this account alone.
 */
export async function claimVerifiedPhone(userId: string, phone: string, db?: Database) {
  const d = db ?? (await getDb());
  try {
    return await d.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ phoneNumber: null, phoneVerifiedAt: null, updatedAt: new Date() })
        .where(and(eq(users.phoneNumber, phone), ne(users.id, userId)));
      const [user] = await tx
        .update(users)
        .set({ phoneNumber: phone, phoneVerifiedAt: sql`now()`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return user ?? null;
    });
  } catch (err) {
    // Another account proved the same number at the same moment; the unique index let only one of them keep it.
    if ((err as { code?: string }).code === '23505') throw new AppError('conflictRetry', 409);
    throw err;
  }
}

export interface NewUser {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  googleSubject?: string | null;
}

/** Creates a user; null when the e-mail is already taken. A phone number is stored unproven. */
export async function createUser(input: NewUser, db?: Database) {
  const d = db ?? (await getDb());
  const [user] = await d
    .insert(users)
    .values({
      fullName: input.fullName,
      email: input.email.trim().toLowerCase(),
      phoneNumber: input.phoneNumber,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerified ? sql`now()` : null,
      googleSubject: input.googleSubject ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/**
 * Sets a new password after a reset: in one transaction the hash is replaced, every session of the account ends and
 * the security notice is queued to its e-mail (in its preferred language, else the request's).
 */
export async function resetPassword(
  args: { userId: string; passwordHash: string; locale: string },
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: args.passwordHash, updatedAt: new Date() })
      .where(eq(users.id, args.userId));
    await deleteUserSessions(tx, args.userId);
    await queuePasswordNotice({ userId: args.userId, kind: 'reset', requestLocale: args.locale }, tx);
  });
  deliverQueuedMessages(d);
}
