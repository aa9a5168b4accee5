import 'server-only';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookingGrants, bookings } from '@/lib/db/schema';
import { normalisePhone } from '@/lib/phone';
import { hashToken, isPlausibleToken, newToken } from '@/lib/services/auth/token';

/** A grant ends after this long without use… */
export const GRANT_IDLE_MS = 30 * 60 * 1000;
/** …and in any case this long after the code was entered. */
export const GRANT_MAX_MS = 4 * 60 * 60 * 1000;

/**
 * The id of the booking with this reference whose e-mail or phone is `address` (as normaliseAddress gives it), or
 * null: an unknown reference and a contact that is not the booking's are the same null.
 */
export async function findBookingByContact(reference: string, address: string, db?: Database): Promise<string | null> {
  const d = db ?? (await getDb());
  const [booking] = await d
    .select({ id: bookings.id, email: bookings.guestEmail, phone: bookings.guestPhone })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .limit(1);
  if (!booking) return null;
  const matches = address.includes('@')
    ? booking.email.trim().toLowerCase() === address
    : normalisePhone(booking.phone) === address;
  return matches ? booking.id : null;
}

/**
 * Lets one browser manage one booking: a new 256-bit token (for its httpOnly cookie) whose hash is stored with the
 * booking and the address the code went to. Ended grants are cleared on the way.
 */
export async function grantBookingAccess(
  input: { bookingId: string; address: string; ip?: string; now?: Date },
  db?: Database,
): Promise<{ token: string; expiresAt: Date }> {
  const d = db ?? (await getDb());
  const now = input.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + GRANT_IDLE_MS);
  await d.delete(bookingGrants).where(lte(bookingGrants.expiresAt, now));
  await d.insert(bookingGrants).values({
    tokenHash: hashToken(token),
    bookingId: input.bookingId,
    address: input.address,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + GRANT_MAX_MS),
    ipAddress: input.ip ?? null,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * The booking a live grant token opens, or null; each use moves its end 30 minutes on (never past its absolute end),
 * in the same statement that reads it.
 */
export async function bookingOfGrant(
  token: string | null | undefined,
  db?: Database,
  now = new Date(),
): Promise<string | null> {
  if (!isPlausibleToken(token)) return null;
  const d = db ?? (await getDb());
  const idleEnd = new Date(now.getTime() + GRANT_IDLE_MS).toISOString();
  const [grant] = await d
    .update(bookingGrants)
    .set({ expiresAt: sql`least(${idleEnd}::timestamptz, ${bookingGrants.absoluteExpiresAt})` })
    .where(and(eq(bookingGrants.tokenHash, hashToken(token)), gt(bookingGrants.expiresAt, now)))
    .returning({ bookingId: bookingGrants.bookingId });
  return grant?.bookingId ?? null;
}

/** Ends a grant now (the guest leaves the booking), and any grant that has run out. */
export async function endBookingGrant(token: string | null | undefined, db?: Database, now = new Date()) {
  const d = db ?? (await getDb());
  const ended = lte(bookingGrants.expiresAt, now);
  await d
    .delete(bookingGrants)
    .where(isPlausibleToken(token) ? or(eq(bookingGrants.tokenHash, hashToken(token)), ended) : ended);
}
