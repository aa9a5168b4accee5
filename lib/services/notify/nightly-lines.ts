import 'server-only';
import type { Locale } from '@/i18n/config';
import type { Messages } from '@/i18n/messages';
import { nightlyLines } from '@/lib/booking/nightly-lines';
import type { BookingView } from '@/lib/data/booking-view';
import { dayLabel } from '@/lib/format/day';
import { formatNaira } from '@/lib/format/naira';

type ConfirmationKey = keyof Messages['notifications']['bookingConfirmed'];
type Translate = (key: ConfirmationKey, values?: Record<string, string | number>) => string;

/**
 * A booking message's nightly price facts: for each room line whose nights cost different prices, one line a night,
 * e.g. 'Fri, Dec 12: ₦45,000' (per room); nothing for a stay whose nights all cost the same.
 */
export function nightlyPriceFacts(rooms: BookingView['rooms'], locale: Locale, c: Translate): [string, string][] {
  return rooms.flatMap((room): [string, string][] => {
    const lines = nightlyLines(room.nightlyPrices);
    if (lines.length === 0) return [];
    const label = rooms.length > 1 ? c('nightlyPricesOf', { room: room.roomName }) : c('nightlyPrices');
    const value = lines
      .map(({ night, amount }) => c('fact', { label: dayLabel(night, locale), value: formatNaira(amount) }))
      .join('\n');
    return [[label, value]];
  });
}
