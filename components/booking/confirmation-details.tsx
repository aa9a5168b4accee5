import { getLocale, getTranslations } from 'next-intl/server';
import type { BookingView } from '@/lib/data/booking-view';
import { formatNaira } from '@/lib/format/naira';
import { NightlyLines } from './nightly-lines';
import { clockText, dateText } from './stay-format';
import { card } from './styles';
import { formatAddress } from '@/lib/format/address';
import { formatPhoneDisplay } from '@/lib/phone';

const row = 'grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4';
const term = 'text-sm text-gray-600 dark:text-gray-300';

type Translate = Awaited<ReturnType<typeof getTranslations<'booking.confirmation'>>>;

/** What changes left: kept for dropped non-refundable nights, a balance to pay, a refund owed or made. */
function balanceFacts(booking: BookingView, t: Translate): [string, React.ReactNode][] {
  const amount = (n: number, testId?: string) => (
    <span key={testId} dir="ltr" className="font-semibold" data-testid={testId}>
      {formatNaira(n)}
    </span>
  );
  const facts: [string, React.ReactNode][] = [];
  if (booking.changeCharge > 0) facts.push([t('changeCharge'), amount(booking.changeCharge)]);
  if (booking.balanceDue > 0) facts.push([t('balanceDue'), amount(booking.balanceDue, 'confirmation-balance')]);
  if (booking.refundOwed > 0) {
    facts.push([
      t('refundOwed'),
      <bdi key="refund-owed">{t('refundOwedValue', { amount: formatNaira(booking.refundOwed) })}</bdi>,
    ]);
  }
  if (booking.amountRefunded > 0) facts.push([t('refunded'), amount(booking.amountRefunded)]);
  return facts;
}

/** The booking's facts as its guest keeps them: reference, property, dates and times, rooms, guests, money, terms. */
export async function ConfirmationDetails({ booking }: { booking: BookingView }) {
  const [t, ts, locale] = await Promise.all([
    getTranslations('booking.confirmation'),
    getTranslations('booking.page.stay'),
    getLocale(),
  ]);
  const { hotel } = booking;
  const paid = booking.amountPaid > 0;
  const method = booking.paymentMethod ?? 'none';
  const facts: [string, React.ReactNode][] = [
    [
      t('property'),
      <>
        <span className="font-semibold">{hotel.name}</span>
        <span className="block text-sm text-gray-600 dark:text-gray-300">
          <span dir="auto">{formatAddress(hotel.address, hotel.city, hotel.state)}</span>
        </span>
      </>,
    ],
    // The front desk's number: a guest who arrives without data can still call it from the kept page.
    ...(hotel.phone
      ? [
          [
            t('propertyPhone'),
            <a key="phone" href={`tel:${hotel.phone}`} dir="ltr" className="font-semibold underline">
              {formatPhoneDisplay(hotel.phone)}
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [
      t('checkIn'),
      t('checkInValue', { date: dateText(booking.checkInDate, locale), time: clockText(hotel.checkInTime) }),
    ],
    [
      t('checkOut'),
      t('checkOutValue', { date: dateText(booking.checkOutDate, locale), time: clockText(hotel.checkOutTime) }),
    ],
    [t('stay'), ts('nights', { count: booking.nights })],
    [
      t('rooms'),
      <ul key="rooms">
        {booking.rooms.map((r) => (
          <li key={r.roomName}>
            <bdi>{ts('roomLine', { count: r.numberOfRooms, room: r.roomName })}</bdi>
            <NightlyLines prices={r.nightlyPrices} numberOfRooms={r.numberOfRooms} className="mt-1 max-w-xs" />
          </li>
        ))}
      </ul>,
    ],
    [
      t('guests'),
      <>
        {ts('adults', { count: booking.guests.adults })} · {ts('children', { count: booking.guests.children })}
        <ul className="text-sm text-gray-600 dark:text-gray-300">
          {booking.guestDetails.map((g) => (
            <li key={`${g.fullName}-${g.email}`}>{g.fullName}</li>
          ))}
        </ul>
      </>,
    ],
    [t('bookedBy'), `${booking.bookingInfo.fullName} · ${booking.bookingInfo.email}`],
    [
      t('price'),
      <span key="price" dir="ltr" className="font-bold" data-testid="confirmation-total">
        {formatNaira(booking.amountToBePaid)}
      </span>,
    ],
    [
      paid ? t('paid') : booking.paymentMethod === 'Cash' ? t('due') : t('toPay'),
      <span key="due" dir="ltr">
        {formatNaira(paid ? booking.amountPaid : booking.amountToBePaid)}
      </span>,
    ],
    ...balanceFacts(booking, t),
    [t('paymentMethod'), t(`methods.${method}`)],
    [
      t('paymentStatus'),
      booking.testPayment
        ? `${t(`paymentStatuses.${booking.paymentStatus}`)}. ${t('testPayment')}`
        : t(`paymentStatuses.${booking.paymentStatus}`),
    ],
    [t('status'), t(`statuses.${booking.status}`)],
    [
      t('cancellation'),
      !booking.freeCancellationUntil
        ? t('nonRefundable')
        : booking.nonRefundableCharge > 0
          ? t('partlyRefundable', {
              date: dateText(booking.checkInDate, locale),
              amount: formatNaira(booking.nonRefundableCharge),
            })
          : t('freeCancellation', { date: dateText(booking.checkInDate, locale) }),
    ],
  ];
  return (
    <section className={`${card} print:border-0 print:shadow-none`}>
      <p className={term}>{t('reference')}</p>
      <p
        dir="ltr"
        className="text-start text-3xl font-extrabold tracking-widest text-brand-700 dark:text-brand-300"
        data-testid="booking-reference"
      >
        {booking.reference}
      </p>
      <dl className="mt-2 divide-y divide-gray-100 dark:divide-night-700">
        {facts.map(([label, value]) => (
          <div key={label} className={row}>
            <dt className={term}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
