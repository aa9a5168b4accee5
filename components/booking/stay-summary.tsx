import { useLocale, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import type { BookingPageStay } from '@/lib/data/booking-page';
import { clockText, dateText } from './stay-format';
import { card, cardTitle } from './styles';

export interface StayRoomLine {
  roomName: string;
  count: number;
}

/**
 * The booking details card: dates and times (the property's, else 01:00pm and 12:00pm), nights, rooms, adults and
 * children, the 'count x room name' lines (expandable), and 'Change your selection' back to the hotel page.
 */
export function StaySummary({
  stay,
  nights,
  rooms,
  checkInTime = '13:00',
  checkOutTime = '12:00',
  changeHref,
}: {
  stay: BookingPageStay;
  nights: number | null;
  rooms: StayRoomLine[];
  checkInTime?: string;
  checkOutTime?: string;
  /** The hotel page with the stay kept; without it the button is disabled. */
  changeHref: string | null;
}) {
  const t = useTranslations('booking.page.stay');
  const locale = useLocale();
  const roomCount = rooms.reduce((n, r) => n + r.count, 0);
  const day = (date: string | null) => (date ? dateText(date, locale) : t('notSet'));
  const change = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4 w-full print:hidden');
  return (
    <section className={card} aria-labelledby="stay-summary-title">
      <h2 id="stay-summary-title" className={cardTitle}>
        {t('title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="border-e border-gray-200 pe-3 dark:border-night-700">
          <dt className="text-gray-600 dark:text-gray-300">{t('checkIn')}</dt>
          <dd className="font-bold">{day(stay.checkIn)}</dd>
          <dd className="text-gray-600 dark:text-gray-300" dir="auto">
            {t('time', { time: clockText(checkInTime) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-300">{t('checkOut')}</dt>
          <dd className="font-bold">{day(stay.checkOut)}</dd>
          <dd className="text-gray-600 dark:text-gray-300" dir="auto">
            {t('timeUntil', { time: clockText(checkOutTime) })}
          </dd>
        </div>
      </dl>
      {nights !== null && (
        <p className="mt-3 text-sm">
          {t('length')} <strong>{t('nights', { count: nights })}</strong>
        </p>
      )}
      <div className="mt-3 border-t border-gray-200 pt-3 text-sm dark:border-night-700">
        <p className="text-gray-600 dark:text-gray-300">{t('selected')}</p>
        <p className="font-bold">
          {t('rooms', { count: roomCount })} · {t('adults', { count: stay.adults })} ·{' '}
          {t('children', { count: stay.children })}
        </p>
        {rooms.length > 0 && (
          <details className="group mt-2" open>
            <summary className="flex cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 dark:text-brand-300 [&::-webkit-details-marker]:hidden">
              {t('showRooms')}
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="mt-2 space-y-1">
              {rooms.map((r) => (
                <li key={r.roomName}>
                  {/* A room's name keeps its own direction inside an Arabic line. */}
                  <bdi>{t('roomLine', { count: r.count, room: r.roomName })}</bdi>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      {changeHref ? (
        <Link href={changeHref} className={change}>
          {t('change')}
        </Link>
      ) : (
        <button type="button" disabled className={change}>
          {t('change')}
        </button>
      )}
    </section>
  );
}
