import 'server-only';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import type { Messages } from '@/i18n/messages';
import { translatorFor } from '@/i18n/translator';
import type { BookingView } from '@/lib/data/booking-view';
import { formatNaira } from '@/lib/format/naira';
import { site } from '@/lib/site';
import type { BookingConfirmationMessage } from './booking-confirmation';
import { formatClock, formatStayDate } from './booking-confirmation';
import {
  emailDocument,
  emailFacts,
  emailFooter,
  emailRow,
  emailStyles,
  escapeHtml,
  factText,
  type RenderedMessage,
} from './templates';
import { nightlyPriceFacts } from './nightly-lines';

type ConfirmationKey = keyof Messages['notifications']['bookingConfirmed'];
type ChangedKey = keyof Messages['notifications']['bookingChanged'];
type CancelledKey = keyof Messages['notifications']['bookingCancelled'];
type Values = Record<string, string | number>;

/** An e-mail and an SMS line about a booking. */
export type BookingNotice = BookingConfirmationMessage;

/** The account's bookings (Settings, My Bookings) in the language, where a change or a cancellation can be followed. */
export function myBookingsUrl(siteUrl: string, locale: Locale): string {
  return `${siteUrl}${localePath('/hotel/settings?tab=My+Bookings', locale)}`;
}

/** The booking's manage page in the language: its owner, signed in or after a code, pays a balance there. */
export function manageBookingPageUrl(siteUrl: string, bookingId: string, locale: Locale): string {
  return `${siteUrl}${localePath(`/manage-booking/${encodeURIComponent(bookingId)}`, locale)}`;
}

function bookingTexts(booking: BookingView) {
  const locale = toLocale(booking.locale) ?? defaultLocale;
  const t = translatorFor(locale);
  const c = (key: ConfirmationKey, values?: Values) => t(`notifications.bookingConfirmed.${key}`, values);
  const stay = {
    checkIn: formatStayDate(booking.checkInDate, locale, 'medium'),
    checkOut: formatStayDate(booking.checkOutDate, locale, 'medium'),
  };
  return { locale, t, c, stay };
}

/** The branded e-mail of a booking notice: greeting and lead, the facts, a button to the bookings, and help. */
function noticeEmail(input: {
  locale: Locale;
  subject: string;
  greeting: string;
  lead: string;
  facts: [string, string][];
  link: { url: string; label: string; line: string };
  help: string;
  factLine: (label: string, value: string) => string;
}): RenderedMessage {
  const { locale, subject, greeting, lead, facts, link, help } = input;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...facts.map(([label, value]) => factText(label, value, input.factLine)),
    '',
    link.line,
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
      `<a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 24px;background-color:${emailStyles.brand};border-radius:9999px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(link.label)}</a>`,
      'padding:8px 24px 24px;',
      'center',
    ),
    emailFooter(escapeHtml(help)),
  ].join('');
  return { subject, text, html: emailDocument(locale, subject, body) };
}

/** What a change did to the booking, as the server applied it. */
export interface BookingChange {
  previousCheckInDate: string;
  previousCheckOutDate: string;
  previousAmount: number;
  newAmount: number;
  /** What the change kept of paid non-refundable nights it dropped. */
  keptCharge: number;
  /** What is left to pay by card after the change, or goes back to the card (card-paid bookings only). */
  balanceDue: number;
  refundOwed: number;
}

/**
 * The notice of a changed booking in its guest's language: reference, property, the new dates (and the ones they
 * replace), rooms, guests, the new price and the difference with the old one, and where to follow the booking. For a
 * card-paid booking also what was paid and the balance to pay (its button leads to `payLink`) or the refund owed.
 */
export function renderBookingChanged(
  booking: BookingView,
  change: BookingChange,
  link: string,
  payLink: string,
): BookingNotice {
  const { locale, t, c, stay } = bookingTexts(booking);
  const m = (key: ChangedKey, values?: Values) => t(`notifications.bookingChanged.${key}`, values);
  const hotel = booking.hotel.name;
  const difference = change.newAmount - change.previousAmount;
  const amount = formatNaira(change.newAmount);
  const facts: [string, string][] = [
    [c('reference'), booking.reference],
    [c('property'), hotel],
    [
      c('checkIn'),
      c('checkInValue', {
        date: formatStayDate(booking.checkInDate, locale),
        time: formatClock(booking.hotel.checkInTime, locale),
      }),
    ],
    [
      c('checkOut'),
      c('checkOutValue', {
        date: formatStayDate(booking.checkOutDate, locale),
        time: formatClock(booking.hotel.checkOutTime, locale),
      }),
    ],
    [c('stay'), c('nights', { nights: booking.nights })],
    [
      m('previousDates'),
      m('datesValue', {
        checkIn: formatStayDate(change.previousCheckInDate, locale, 'medium'),
        checkOut: formatStayDate(change.previousCheckOutDate, locale, 'medium'),
      }),
    ],
    [c('rooms'), booking.rooms.map((r) => c('roomLine', { count: r.numberOfRooms, room: r.roomName })).join(', ')],
    ...nightlyPriceFacts(booking.rooms, locale, c),
    [c('guests'), c('guestsValue', { adults: booking.guests.adults, children: booking.guests.children })],
    [m('newTotal'), amount],
    [m('previousTotal'), formatNaira(change.previousAmount)],
    [
      m('difference'),
      difference > 0
        ? m('differenceMore', { amount: formatNaira(difference) })
        : difference < 0
          ? m('differenceLess', { amount: formatNaira(-difference) })
          : m('differenceNone'),
    ],
  ];
  const balance = formatNaira(change.balanceDue);
  const refund = formatNaira(change.refundOwed);
  if (booking.amountPaid > 0) facts.push([m('paid'), formatNaira(booking.amountPaid)]);
  if (change.keptCharge > 0) facts.push([m('keptCharge'), formatNaira(change.keptCharge)]);
  if (change.balanceDue > 0) facts.push([m('balanceDue'), m('balanceValue', { amount: balance })]);
  if (change.refundOwed > 0) facts.push([m('refundOwed'), m('refundValue', { amount: refund })]);
  const email = noticeEmail({
    locale,
    subject: m('subject', { hotel, reference: booking.reference }),
    greeting: c('greeting', { name: booking.bookingInfo.fullName }),
    lead: m('lead', { hotel }),
    facts,
    link:
      change.balanceDue > 0
        ? { url: payLink, label: m('payBalance'), line: m('payText', { amount: balance, link: payLink }) }
        : { url: link, label: m('viewBookings'), line: m('linkText', { link }) },
    help: c('help', { email: site.supportEmail }),
    factLine: (label, value) => c('fact', { label, value }),
  });
  const settled =
    change.balanceDue > 0
      ? m('smsBalance', { amount: balance, link: payLink })
      : change.refundOwed > 0
        ? m('smsRefund', { amount: refund })
        : '';
  const sms = [m('sms', { site: site.name, reference: booking.reference, hotel, ...stay, amount }), settled]
    .filter(Boolean)
    .join(' ');
  return { ...email, sms };
}

/** What the cancellation cost, as the server recorded it. */
export interface CancellationOutcome {
  /** What stays due (0 for a free cancellation), whole naira. */
  fee: number;
  /** What goes back to the card. */
  refundAmount: number;
}

/**
 * The notice of a cancelled booking in its guest's language: reference, property, the cancelled dates, and what the
 * cancellation costs (the charge, or none) and what goes back to the card.
 */
export function renderBookingCancelled(
  booking: BookingView,
  outcome: CancellationOutcome,
  link: string,
): BookingNotice {
  const { locale, t, c, stay } = bookingTexts(booking);
  const m = (key: CancelledKey, values?: Values) => t(`notifications.bookingCancelled.${key}`, values);
  const hotel = booking.hotel.name;
  const charge = formatNaira(outcome.fee);
  const refund = formatNaira(outcome.refundAmount);
  const facts: [string, string][] = [
    [c('reference'), booking.reference],
    [c('property'), hotel],
    [m('cancelledStay'), m('datesValue', stay)],
    [c('rooms'), booking.rooms.map((r) => c('roomLine', { count: r.numberOfRooms, room: r.roomName })).join(', ')],
    [m('charge'), outcome.fee > 0 ? m('chargeValue', { amount: charge }) : m('noCharge')],
    ...(outcome.refundAmount > 0 ? [[m('refund'), m('refundValue', { amount: refund })] as [string, string]] : []),
  ];
  const email = noticeEmail({
    locale,
    subject: m('subject', { hotel, reference: booking.reference }),
    greeting: c('greeting', { name: booking.bookingInfo.fullName }),
    lead: m('lead', { hotel }),
    facts,
    link: { url: link, label: m('viewBookings'), line: m('linkText', { link }) },
    help: c('help', { email: site.supportEmail }),
    factLine: (label, value) => c('fact', { label, value }),
  });
  const outcomeText = [
    outcome.fee > 0 ? m('smsCharge', { amount: charge }) : m('smsFree'),
    outcome.refundAmount > 0 ? m('smsRefund', { amount: refund }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sms = m('sms', { site: site.name, reference: booking.reference, hotel, ...stay, outcome: outcomeText });
  return { ...email, sms };
}

type PaidKey = keyof Messages['notifications']['bookingPaid'];
type NoShowKey = keyof Messages['notifications']['bookingNoShow'];

/** The notice of a payment taken at the property, in the guest's language: the stay and what was received. */
export function renderBookingPaid(booking: BookingView, amount: number, link: string): BookingNotice {
  const { locale, t, c, stay } = bookingTexts(booking);
  const m = (key: PaidKey, values?: Values) => t(`notifications.bookingPaid.${key}`, values);
  const hotel = booking.hotel.name;
  const received = formatNaira(amount);
  const facts: [string, string][] = [
    [c('reference'), booking.reference],
    [c('property'), hotel],
    [m('stay'), m('datesValue', stay)],
    [m('received'), received],
    [m('status'), m('statusPaid')],
  ];
  const email = noticeEmail({
    locale,
    subject: m('subject', { hotel, reference: booking.reference }),
    greeting: c('greeting', { name: booking.bookingInfo.fullName }),
    lead: m('lead', { hotel, amount: received }),
    facts,
    link: { url: link, label: m('viewBookings'), line: m('linkText', { link }) },
    help: c('help', { email: site.supportEmail }),
    factLine: (label, value) => c('fact', { label, value }),
  });
  const sms = m('sms', { site: site.name, reference: booking.reference, hotel, amount: received });
  return { ...email, sms };
}

/** The notice of a no-show recorded by the property, in the guest's language: the missed stay and its charge. */
export function renderBookingNoShow(booking: BookingView, fee: number, link: string): BookingNotice {
  const { locale, t, c, stay } = bookingTexts(booking);
  const m = (key: NoShowKey, values?: Values) => t(`notifications.bookingNoShow.${key}`, values);
  const hotel = booking.hotel.name;
  const charge = formatNaira(fee);
  const facts: [string, string][] = [
    [c('reference'), booking.reference],
    [c('property'), hotel],
    [m('missedStay'), m('datesValue', stay)],
    [m('charge'), fee > 0 ? charge : m('noCharge')],
  ];
  const email = noticeEmail({
    locale,
    subject: m('subject', { hotel, reference: booking.reference }),
    greeting: c('greeting', { name: booking.bookingInfo.fullName }),
    lead: m('lead', { hotel }),
    facts,
    link: { url: link, label: m('viewBookings'), line: m('linkText', { link }) },
    help: c('help', { email: site.supportEmail }),
    factLine: (label, value) => c('fact', { label, value }),
  });
  const outcome = fee > 0 ? m('smsCharge', { amount: charge }) : m('smsFree');
  const sms = m('sms', { site: site.name, reference: booking.reference, hotel, ...stay, outcome });
  return { ...email, sms };
}
