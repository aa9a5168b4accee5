import { lagosInstant, todayInLagos } from '@/lib/dates';

/** Local storage key of the review reminder's record. */
export const REMINDER_KEY = 'review-reminder';
/** A booking is offered for review on at most this many days. */
export const REMINDER_MAX_DAYS = 3;

/** The record kept in the browser (spec section 3): which booking was offered, when last, on how many days. */
export interface ReminderRecord {
  bookingId: string;
  lastShownAt: string;
  daysShown: number;
}

/** The fields of a booking history item the reminder reads. */
export interface ReminderBooking {
  _id: string;
  status: string;
  hasReview: boolean;
  hotel: { _id: string; name: string } | null;
  checkOutDate: string;
}

/** True for a booking the reminder may offer: confirmed, unreviewed, with its hotel, after noon on check-out day. */
export function qualifies(b: ReminderBooking, now: Date): boolean {
  return b.status === 'confirmed' && !b.hasReview && Boolean(b.hotel) && now >= lagosInstant(b.checkOutDate, '12:00');
}

/**
 * The booking to offer now, or null: the oldest qualifying one, unless a reminder was already shown today (Lagos
 * calendar day) or this booking has been offered on 3 days.
 */
export function pickReminder(bookings: readonly ReminderBooking[], record: ReminderRecord | null, now: Date) {
  if (record && todayInLagos(new Date(record.lastShownAt)) === todayInLagos(now)) return null;
  const oldest = bookings
    .filter((b) => qualifies(b, now))
    .sort((a, b) => a.checkOutDate.localeCompare(b.checkOutDate))[0];
  if (!oldest) return null;
  if (record?.bookingId === oldest._id && record.daysShown >= REMINDER_MAX_DAYS) return null;
  return oldest;
}

/** The record after showing the reminder for `bookingId` now. */
export function nextRecord(record: ReminderRecord | null, bookingId: string, now: Date): ReminderRecord {
  const daysShown = record?.bookingId === bookingId ? record.daysShown + 1 : 1;
  return { bookingId, lastShownAt: now.toISOString(), daysShown };
}

/** Reads a stored record, or null when none or unreadable. */
export function parseRecord(raw: string | null): ReminderRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReminderRecord>;
    if (typeof value.bookingId !== 'string' || typeof value.lastShownAt !== 'string') return null;
    if (Number.isNaN(Date.parse(value.lastShownAt))) return null;
    return { bookingId: value.bookingId, lastShownAt: value.lastShownAt, daysShown: Number(value.daysShown) || 0 };
  } catch {
    return null;
  }
}
