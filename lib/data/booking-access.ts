import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookings } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { hashToken, isPlausibleToken } from '@/lib/services/auth/token';
import { isUuid } from './db-helpers';

/**
 * Who asks about a booking: the signed-in account, the browser's booking cookie, a confirmation link's token, the
 * booking a code sent to its e-mail or phone opened for this browser.
 */
export interface BookingViewer {
  userId: string | null;
  /** The httpOnly cookie a browser that booked as a visitor holds. */
  browserToken: string | null;
  /** ?access= of the confirmation link; it lets its holder read the booking, not change it. */
  accessToken?: string | null;
  /**
   * The one booking this browser's manage-booking grant opens (lib/data/booking-grants.ts, resolved from its cookie
   * by the server, never taken from the request as such). It manages that booking as its owner would, whether or not
   * the booking belongs to an account: the code proved the guest reads the e-mail or phone on the booking.
   */
  grantedBookingId?: string | null;
}

export type BookingRow = typeof bookings.$inferSelect;

function sameHash(token: string | null | undefined, storedHash: string | null): boolean {
  if (!storedHash || !isPlausibleToken(token)) return false;
  const a = Buffer.from(hashToken(token));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True for the booking's owner: its account, or for a visitor's booking the browser that made it; and for the
 * browser a code has granted this very booking.
 */
export function ownsBooking(
  booking: Pick<BookingRow, 'id' | 'userId' | 'browserTokenHash'>,
  viewer: BookingViewer,
): boolean {
  if (viewer.grantedBookingId && viewer.grantedBookingId === booking.id) return true;
  if (booking.userId) return booking.userId === viewer.userId;
  return sameHash(viewer.browserToken, booking.browserTokenHash);
}

/** True for the owner and for the holder of the confirmation link's access token. */
export function mayReadBooking(
  booking: Pick<BookingRow, 'id' | 'userId' | 'browserTokenHash' | 'accessTokenHash'>,
  viewer: BookingViewer,
): boolean {
  return ownsBooking(booking, viewer) || sameHash(viewer.accessToken, booking.accessTokenHash);
}

/** The booking when the viewer owns it; anyone else gets the same 404 as for a booking that does not exist. */
export async function findOwnedBooking(bookingId: string, viewer: BookingViewer, db?: Database): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw new AppError('bookingNotFound', 404);
  const d = db ?? (await getDb());
  const [booking] = await d.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking || !ownsBooking(booking, viewer)) throw new AppError('bookingNotFound', 404);
  return booking;
}

/** True when the viewer may act on the booking as its owner (pay, change, cancel); false as for no such booking. */
export async function viewerOwnsBooking(bookingId: string, viewer: BookingViewer, db?: Database): Promise<boolean> {
  try {
    await findOwnedBooking(bookingId, viewer, db);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return false;
    throw err;
  }
}
