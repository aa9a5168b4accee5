import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/services/auth/session';

/** What answers about the signed-in user carry; never a hash, token or internal id. */
export interface UserDetails {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  profilePicture: string | null;
  membershipStatus: 'Basic' | 'Silver' | 'Gold';
}

/** The public shape of a user. */
export function toUserDetails(
  user: Pick<SessionUser, 'fullName' | 'email' | 'phoneNumber' | 'profilePicture' | 'membershipTier'>,
): UserDetails {
  return {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profilePicture: user.profilePicture,
    membershipStatus: user.membershipTier,
  };
}

/** A user by lower-cased e-mail. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

/** A user by E.164 phone number. */
export async function findUserByPhone(db: Database, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return user ?? null;
}

export interface NewUser {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
}

/** Creates a user; null when the e-mail or phone number is already taken. */
export async function createUser(db: Database, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      fullName: input.fullName,
      email: input.email.trim().toLowerCase(),
      phoneNumber: input.phoneNumber,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerified ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
