import 'server-only';
import type { Database } from '@/lib/db';
import { env } from '@/lib/env';
import { toLocale, defaultLocale } from '@/i18n/config';
import {
  manageBookingPageUrl,
  myBookingsUrl,
  renderBookingCancelled,
  renderBookingChanged,
  renderBookingNoShow,
  renderBookingPaid,
  type BookingChange,
  type BookingNotice,
  type CancellationOutcome,
} from '@/lib/services/notify/booking-notices';
import { enqueueMessage } from '@/lib/services/notify/outbox';
import { readBookingView, type BookingView } from './booking-view';

/** The outbox template names of the notices after a booking's change and its cancellation (e-mail and SMS). */
export const CHANGED_TEMPLATE = 'booking.changed';
export const CANCELLED_TEMPLATE = 'booking.cancelled';
/** The outbox template names of the notices of a payment taken at the property and of a no-show (the desk's). */
export const PAID_TEMPLATE = 'booking.paid';
export const NO_SHOW_TEMPLATE = 'booking.noShow';

/** Queues a booking notice: the e-mail to the guest's address, and the SMS when the booking has a phone. */
async function queueNotice(booking: BookingView, template: string, message: BookingNotice, tx: Database) {
  const common = { template, locale: booking.locale, payload: { bookingId: booking.id } };
  await enqueueMessage(tx, {
    ...common,
    channel: 'email',
    recipient: booking.bookingInfo.email,
    subject: message.subject,
    body: message.text,
    // The e-mail's HTML rides in the payload, as for the confirmation; only SMTP reads it.
    payload: { bookingId: booking.id, html: message.html },
  });
  if (booking.bookingInfo.phoneNumber) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'sms',
      recipient: booking.bookingInfo.phoneNumber,
      body: message.sms,
    });
  }
}

async function bookingAsItIs(bookingId: string, tx: Database): Promise<BookingView> {
  const booking = await readBookingView(bookingId, tx);
  if (!booking) throw new Error(`booking ${bookingId} vanished while being changed`);
  return booking;
}

const bookingsLink = (booking: BookingView) => myBookingsUrl(env.SITE_URL, toLocale(booking.locale) ?? defaultLocale);

/**
 * Queues the notice of a booking's change inside the transaction that applies it, once the new dates, rooms and price
 * are written: the guest hears of every change, and only of changes that happened.
 */
export async function queueBookingChanged(bookingId: string, change: BookingChange, tx: Database): Promise<void> {
  const booking = await bookingAsItIs(bookingId, tx);
  const payLink = manageBookingPageUrl(env.SITE_URL, booking.id, toLocale(booking.locale) ?? defaultLocale);
  const message = renderBookingChanged(booking, change, bookingsLink(booking), payLink);
  await queueNotice(booking, CHANGED_TEMPLATE, message, tx);
}

/** Queues the notice of a booking's cancellation, with its charge or refund, inside the cancelling transaction. */
export async function queueBookingCancelled(
  bookingId: string,
  outcome: CancellationOutcome,
  tx: Database,
): Promise<void> {
  const booking = await bookingAsItIs(bookingId, tx);
  await queueNotice(booking, CANCELLED_TEMPLATE, renderBookingCancelled(booking, outcome, bookingsLink(booking)), tx);
}

/** Queues the notice of a payment taken at the property inside the transaction that records it. */
export async function queueBookingPaid(bookingId: string, amount: number, tx: Database): Promise<void> {
  const booking = await bookingAsItIs(bookingId, tx);
  await queueNotice(booking, PAID_TEMPLATE, renderBookingPaid(booking, amount, bookingsLink(booking)), tx);
}

/** Queues the notice of a no-show, with its charge, inside the transaction that records it. */
export async function queueBookingNoShow(bookingId: string, fee: number, tx: Database): Promise<void> {
  const booking = await bookingAsItIs(bookingId, tx);
  await queueNotice(booking, NO_SHOW_TEMPLATE, renderBookingNoShow(booking, fee, bookingsLink(booking)), tx);
}
