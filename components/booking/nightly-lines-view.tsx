import { useTranslations } from 'next-intl';
import { nightlyLines } from '@/lib/booking/nightly-lines';
import type { BookedNight } from '@/lib/db/schema';
import type { DayLabel } from '@/lib/format/day-pattern';
import { formatNaira } from '@/lib/format/naira';
import { cn } from '@/lib/cn';

export interface NightlyLinesProps {
  prices: readonly BookedNight[] | null | undefined;
  /** Rooms of the line: with more than one, the prices are said to be per room. */
  numberOfRooms?: number;
  /** A closed disclosure (My Bookings' cards) instead of an open list. */
  compact?: boolean;
  className?: string;
}

/**
 * Each night of a room line with what it costs, e.g. 'Fri, Dec 12 ₦45,000', when the nights' prices differ; nothing
 * for a stay whose nights all cost the same. The nights are worded by `dayLabel`, in the page's language; while it is
 * null (its words still loading) each night's row is there with its price, so nothing moves when they come.
 */
export function NightlyLinesView({
  prices,
  numberOfRooms = 1,
  compact = false,
  className,
  dayLabel,
}: NightlyLinesProps & { dayLabel: DayLabel | null }) {
  const t = useTranslations('booking.nightly');
  const lines = nightlyLines(prices);
  if (lines.length === 0) return null;
  const title = numberOfRooms > 1 ? t('perRoom') : t('title');
  const list = (
    <ul className="space-y-0.5">
      {lines.map(({ night, amount }) => (
        <li key={night} className="flex items-baseline justify-between gap-3">
          <span>{dayLabel?.(night)}</span>
          <span dir="ltr">{formatNaira(amount)}</span>
        </li>
      ))}
    </ul>
  );
  const text = cn('text-xs text-gray-700 dark:text-gray-300', className);
  if (compact) {
    return (
      <details className={text}>
        <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-300">{title}</summary>
        <div className="mt-1">{list}</div>
      </details>
    );
  }
  return (
    <div className={text} role="group" aria-label={title}>
      <p className="font-semibold">{title}</p>
      {list}
    </div>
  );
}
