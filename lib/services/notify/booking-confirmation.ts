import 'server-only';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';
import type { Messages } from '@/i18n/messages';
import { translatorFor } from '@/i18n/translator';
import type { BookingView } from '@/lib/data/booking-view';
import { TIME_ZONE } from '@/lib/dates';
import { formatNaira } from '@/lib/format/naira';
import { site } from '@/lib/site';
import { nightlyPriceFacts } from './nightly-lines';
import { emailDocument, emailFacts, emailFooter, emailRow, emailStyles, escapeHtml, factText } from './templates';
import { formatAddress } from '@/lib/format/address';

type ConfirmationKey = keyof Messages['notifications']['bookingConfirmed'];

export interface BookingConfirmationMessage {
  subject: string;
  /** The e-mail's text part. */
  text: string;
  html: string;
  /** One line for SMS or WhatsApp. */
  sms: string;
}

/** A yyyy-MM-dd date written out in the language, e.g. 'Friday, 4 December 2026'. */
export function formatStayDate(isoDate: string, locale: Locale, style: 'full' | 'medium' = 'full'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An HH:mm wall-clock time in the language's way, e.g. '1:00 PM' or '13:00'. */
export function formatClock(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

/** An instant's date and time of day in Lagos, written out in the language. */
export function lagosParts(iso: string, locale: Locale) {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: TIME_ZONE }).format(at),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }).format(at),
  };
}

/** The facts whose value is there: an empty arrival time, request or phone makes no line. */
export function optionalFacts(facts: [string, string | null][]): [string, string][] {
  return facts.flatMap(([label, value]) => (value?.trim() ? [[label, value.trim()] as [string, string]] : []));
}

/**
 * The confirmation of a booking in its guest's language: reference, property, dates and times, rooms, guests, what
 * was paid or is due at the property, the cancellation terms, the guest's arrival time and special request, the property's phone and the link (with its access token) to the booking.
 */
export function renderBookingConfirmation(booking: BookingView, link: string): BookingConfirmationMessage {
  const locale = toLocale(booking.locale) ?? defaultLocale;
  const t = translatorFor(locale);
  const c = (key: ConfirmationKey, values?: Record<string, string | number>) =>
    t(`notifications.bookingConfirmed.${key}`, values);
  const hotel = booking.hotel.name;
  const paid = booking.paymentStatus === 'paid';
  const amount =
    paid && booking.testPayment
      ? c('testPaymentAmount', { amount: formatNaira(booking.amountPaid) })
      : formatNaira(paid ? booking.amountPaid : booking.amountToBePaid);
  const checkIn = formatStayDate(booking.checkInDate, locale);
  const checkOut = formatStayDate(booking.checkOutDate, locale);
  const cancellation = !booking.freeCancellationUntil
    ? c('nonRefundable')
    : booking.nonRefundableCharge > 0
      ? c('partlyRefundable', {
          ...lagosParts(booking.freeCancellationUntil, locale),
          amount: formatNaira(booking.nonRefundableCharge),
        })
      : c('freeCancellation', lagosParts(booking.freeCancellationUntil, locale));
  const facts: [string, string][] = [
    [c('reference'), booking.reference],
    [c('property'), `${hotel}, ${formatAddress(booking.hotel.address, booking.hotel.city)}`],
    [c('checkIn'), c('checkInValue', { date: checkIn, time: formatClock(booking.hotel.checkInTime, locale) })],
    [c('checkOut'), c('checkOutValue', { date: checkOut, time: formatClock(booking.hotel.checkOutTime, locale) })],
    [c('stay'), c('nights', { nights: booking.nights })],
    [c('rooms'), booking.rooms.map((r) => c('roomLine', { count: r.numberOfRooms, room: r.roomName })).join(', ')],
    ...nightlyPriceFacts(booking.rooms, locale, c),
    [c('guests'), c('guestsValue', { adults: booking.guests.adults, children: booking.guests.children })],
    [c('paymentMethod'), paid || booking.paymentMethod === 'Card' ? c('methodCard') : c('methodCash')],
    [paid ? c('paidByCard') : c('payAtProperty'), amount],
    [c('cancellation'), cancellation],
    ...optionalFacts([
      [c('arrivalTime'), booking.arrivalTime],
      [c('specialRequest'), booking.specialRequest],
      [c('propertyPhone'), booking.hotel.phone],
    ]),
  ];
  const subject = c('subject', { hotel, reference: booking.reference });
  const greeting = c('greeting', { name: booking.bookingInfo.fullName });
  const lead = c('lead', { hotel });
  const help = c('help', { email: site.supportEmail });
  const text = [
    greeting,
    '',
    lead,
    '',
    ...facts.map(([label, value]) => factText(label, value, (l, v) => c('fact', { label: l, value: v }))),
    '',
    c('linkText', { link }),
    '',
    help,
  ].join('\n');

  const body = [
    emailRow(escapeHtml(site.name), emailStyles.header),
    emailRow(
      `${escapeHtml(greeting)}<br><br>${escapeHtml(lead)}`,
      'padding:24px 24px 8px;font-size:16px;line-height:24px;',
    ),
    emailRow(emailFacts(facts), 'padding:8px 24px 16px;'),
    emailRow(
      `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background-color:${emailStyles.brand};border-radius:9999px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(c('viewBooking'))}</a>`,
      'padding:8px 24px 24px;',
      'center',
    ),
    emailFooter(escapeHtml(help)),
  ].join('');

  const sms = c('sms', {
    site: site.name,
    reference: booking.reference,
    hotel,
    checkIn: formatStayDate(booking.checkInDate, locale, 'medium'),
    checkOut: formatStayDate(booking.checkOutDate, locale, 'medium'),
    payment: paid ? c('smsPaid', { amount }) : c('smsDue', { amount }),
    link,
  });
  return { subject, text, html: emailDocument(locale, subject, body), sms };
}
