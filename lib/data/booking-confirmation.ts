import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { bookings } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { hashToken, newToken } from '@/lib/services/auth/token';
import { renderBookingConfirmation } from '@/lib/services/notify/booking-confirmation';
import { deliverSoon } from '@/lib/services/notify/deliver-soon';
import { enqueueMessage } from '@/lib/services/notify/outbox';
import { configuredTransports } from '@/lib/services/notify/transports';
import { readBookingView } from './booking-view';

/** The outbox template name of booking confirmations (e-mail and SMS). */
export const CONFIRMATION_TEMPLATE = 'booking.confirmed';

/** The confirmation page of a booking, with the token that lets whoever holds the link read it. */
export function confirmationUrl(hotelId: string, bookingId: string, accessToken?: string): string {
  const path = `/hotel/confirmation/${encodeURIComponent(hotelId)}/${encodeURIComponent(bookingId)}`;
  return `${env.SITE_URL}${path}${accessToken ? `?access=${encodeURIComponent(accessToken)}` : ''}`;
}

/**
 * The booking's manage page with the token of its confirmation message: the link shows the booking at once and, to
 * change or cancel it, offers the code that grants this browser the booking.
 */
export function manageBookingUrl(bookingId: string, accessToken: string): string {
  return `${env.SITE_URL}/manage-booking/${encodeURIComponent(bookingId)}?access=${encodeURIComponent(accessToken)}`;
}

/**
 * Queues a booking's confirmation (e-mail, and SMS to the guest's phone) inside the transaction that confirms it, so
 * it goes out exactly when, and only when, the booking becomes confirmed. The link's access token is made here and
 * only its hash is kept.
 */
export async function queueBookingConfirmation(bookingId: string, tx: Database): Promise<void> {
  const token = newToken();
  await tx
    .update(bookings)
    .set({ accessTokenHash: hashToken(token) })
    .where(eq(bookings.id, bookingId));
  const booking = await readBookingView(bookingId, tx);
  if (!booking) throw new Error(`booking ${bookingId} vanished while being confirmed`);
  const message = renderBookingConfirmation(booking, manageBookingUrl(booking.id, token));
  const common = { template: CONFIRMATION_TEMPLATE, locale: booking.locale, payload: { bookingId } };
  await enqueueMessage(tx, {
    ...common,
    channel: 'email',
    recipient: booking.bookingInfo.email,
    subject: message.subject,
    body: message.text,
    // The e-mail's HTML rides in the payload, as for the code e-mails; only SMTP reads it.
    payload: { bookingId, html: message.html },
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

/**
 * Sends what the outbox holds once the answer has gone out rather than at the next delivery: the request never waits
 * on the mail server or Termii, and a failure stays queued for a retry.
 */
export function deliverQueuedMessages(db: Database): void {
  void deliverSoon(db, configuredTransports());
}
