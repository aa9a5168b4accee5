'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NightlyLines } from '@/components/booking/nightly-lines';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { BookingSection, MyBooking } from '@/lib/data/my-bookings';
import { TIME_ZONE } from '@/lib/dates';
import { formatNaira } from '@/lib/format/naira';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PayBookingButton } from './pay-booking-button';

const SECTIONS: BookingSection[] = ['upcoming', 'past', 'cancelled'];
const small = buttonVariants({ variant: 'secondary', size: 'sm' });

function BookingCard({ booking }: { booking: MyBooking }) {
  const t = useTranslations('account.bookings');
  const locale = useLocale();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(`${iso}T12:00:00Z`));
  const holdRunning = booking.status === 'pending_payment' && booking.paymentMethod === 'Card' && booking.holdExpiresAt;
  return (
    <li>
      <article
        aria-labelledby={`booking-${booking._id}`}
        data-booking-id={booking._id}
        className="rounded-2xl border border-gray-200 p-4 dark:border-night-700"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h4 id={`booking-${booking._id}`} className="font-bold">
              {booking.hotel.name}
            </h4>
            <p className="text-xs text-gray-600 dark:text-gray-400">
              {t('reference')}: <span dir="ltr">{booking.reference}</span> · {booking.hotel.city}, {booking.hotel.state}
            </p>
          </div>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-night-800 dark:text-brand-200">
            {t(`status.${booking.status}`)}
          </span>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-gray-600 dark:text-gray-400">{t('checkIn')}</dt>
            <dd>{date(booking.checkInDate)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600 dark:text-gray-400">{t('checkOut')}</dt>
            <dd>{date(booking.checkOutDate)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600 dark:text-gray-400">{t('rooms')}</dt>
            <dd>{booking.rooms.map((r) => `${r.numberOfRooms} × ${r.roomName}`).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600 dark:text-gray-400">{t('total')}</dt>
            <dd className="font-semibold">{formatNaira(booking.amountToBePaid)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600 dark:text-gray-400">{t('payment')}</dt>
            <dd data-testid="booking-payment">
              {booking.paymentStatus === 'paid'
                ? t('paid')
                : booking.paymentStatus === 'balanceDue'
                  ? t('paidAmount', { amount: formatNaira(booking.amountPaid) })
                  : booking.paymentMethod === 'Cash'
                    ? t('payAtProperty')
                    : t('unpaid')}
              {booking.balanceDue > 0 && (
                <span className="block font-semibold text-amber-800 dark:text-amber-200">
                  {t('balanceDue', { amount: formatNaira(booking.balanceDue) })}
                </span>
              )}
              {booking.refundOwed > 0 && (
                <span className="block font-semibold">
                  {t('refundOwed', { amount: formatNaira(booking.refundOwed) })}
                </span>
              )}
            </dd>
          </div>
          {booking.cancellationFee !== null && (
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">
                {t(booking.status === 'no_show' ? 'noShowCharge' : 'cancellationCharge')}
              </dt>
              <dd>{booking.cancellationFee === 0 ? t('noCharge') : formatNaira(booking.cancellationFee)}</dd>
            </div>
          )}
        </dl>
        {booking.rooms.map((r) => (
          <NightlyLines
            key={r.roomName}
            prices={r.nightlyPrices}
            numberOfRooms={r.numberOfRooms}
            compact
            className="mt-3 max-w-xs"
          />
        ))}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link href={`/hotel/confirmation/${booking.hotel._id}/${booking._id}`} className={small}>
            {t('view')}
          </Link>
          {booking.canModify && (
            <Link href={`/hotel/modify/${booking._id}`} className={small}>
              {t('modify')}
            </Link>
          )}
          {booking.canCancel && <CancelBookingDialog bookingId={booking._id} reference={booking.reference} />}
          {holdRunning && <PayBookingButton bookingId={booking._id} />}
          {booking.status === 'confirmed' && booking.balanceDue > 0 && (
            <PayBookingButton bookingId={booking._id} balance={booking.balanceDue} />
          )}
          {booking.reviewDue && (
            <Link
              href={`/hotel/reviews/${booking.hotel._id}/${booking._id}`}
              className={buttonVariants({ size: 'sm' })}
            >
              {t('review')}
            </Link>
          )}
          {booking.status !== 'expired' && (
            <a href={`/api/bookings/${booking._id}/calendar`} download className={small}>
              {t('calendar')}
            </a>
          )}
        </div>
      </article>
    </li>
  );
}

/** My Bookings: upcoming, past and cancelled stays, each with what can be done with it now. */
export function MyBookingsList({ bookings }: { bookings: MyBooking[] }) {
  const t = useTranslations('account.bookings');
  if (bookings.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center dark:border-night-600">
        <p className="font-semibold">{t('empty')}</p>
        <Link href="/hotels" className={`${buttonVariants({ size: 'pill' })} mt-4`}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      {SECTIONS.map((section) => {
        const list = bookings.filter((b) => b.section === section);
        if (list.length === 0) return null;
        return (
          <section key={section} aria-labelledby={`bookings-${section}`}>
            <h3 id={`bookings-${section}`} className="mb-3 text-lg font-bold">
              {t(`sections.${section}`)}
            </h3>
            <ul className="grid gap-3">
              {list.map((b) => (
                <BookingCard key={b._id} booking={b} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
