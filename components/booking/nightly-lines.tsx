import { useLocale } from 'next-intl';
import { dayLabel } from '@/lib/format/day';
import { NightlyLinesView, type NightlyLinesProps } from './nightly-lines-view';

/**
 * Each night of a room line with what it costs, worded in the page's language with every language's date words at
 * hand (the server, My Bookings). The booking page fetches only its own language's (NightlyLinesView).
 */
export function NightlyLines(props: NightlyLinesProps) {
  const locale = useLocale();
  return <NightlyLinesView {...props} dayLabel={(iso) => dayLabel(iso, locale)} />;
}
