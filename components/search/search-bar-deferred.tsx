import { getLocale, getTranslations } from 'next-intl/server';
import { isIsoDate } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import { keptToday } from '@/lib/kept-clock';
import { SearchBarShell } from './search-bar-shell';
import { defaultSearch, pickSearch, type SearchParams } from './search-params';

/**
 * A search bar sent as a plain form whose code loads when the traveller reaches for it (SearchBarShell): the home
 * page's bars, and the compact bar of a page about something else (the results, a hotel). Its search is the page's
 * over today → tomorrow, 2 adults, 1 room. This file must not import the full bar, or its code would be part of the
 * page's first load.
 */
export async function DeferredSearchBar({
  variant = 'compact',
  defaults,
  stayFromUrl,
  fromStorage,
}: {
  variant?: 'hero' | 'compact';
  defaults?: Partial<SearchParams>;
  /** A kept page whose stay is in its address: the bar takes it from there in the browser. */
  stayFromUrl?: boolean;
  /** A page kept for everyone (home): the bar takes the session's last search in the browser. */
  fromStorage?: boolean;
}) {
  const [today, t, tg, locale] = await Promise.all([
    keptToday(),
    getTranslations('search'),
    getTranslations('common.guests'),
    getLocale(),
  ]);
  const values = { ...defaultSearch(today), ...pickSearch((defaults ?? {}) as Record<string, unknown>) };
  const day = (iso: string) => (isIsoDate(iso) ? dayLabel(iso, locale, { weekday: variant === 'hero' }) : '');
  return (
    <SearchBarShell
      variant={variant}
      today={today}
      values={values}
      datesText={`${day(values.checkIn)} — ${day(values.checkOut) || t('checkOut')}`}
      guestsText={[
        tg('adults', { count: values.adults }),
        tg('children', { count: values.children }),
        tg('rooms', { count: values.room }),
      ].join(' • ')}
      stayFromUrl={stayFromUrl}
      fromStorage={fromStorage}
    />
  );
}
