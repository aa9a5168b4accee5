import { getLocale, getTranslations } from 'next-intl/server';
import { isIsoDate } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import { keptToday } from '@/lib/kept-clock';
import SearchBarClient from './search-bar-form';
import { SearchBarShell } from './search-bar-shell';
import { defaultSearch, pickSearch, type SearchParams } from './search-params';

interface SearchBarProps {
  variant: 'hero' | 'compact';
  /** Values from the results page's URL; otherwise the session's last search, else today → tomorrow, 2 adults. */
  defaults?: Partial<SearchParams>;
  /** A kept page whose stay is in its address (the hotel page): the bar takes it from there once it runs. */
  stayFromUrl?: boolean;
  /**
   * A compact bar on a page about something else (results): sent as a plain form whose code loads when the traveller
   * reaches for it (see SearchBarShell). Its search is the defaults over today → tomorrow, 2 adults.
   */
  deferred?: boolean;
}

/** The search bar, starting from today in Lagos as the page was rendered. */
export async function SearchBar({ variant, defaults, stayFromUrl, deferred }: SearchBarProps) {
  const today = await keptToday();
  if (deferred) return <DeferredBar today={today} defaults={defaults} />;
  return (
    <SearchBarClient
      variant={variant}
      today={today}
      defaults={defaults ? pickSearch(defaults as Record<string, unknown>) : undefined}
      stayFromUrl={stayFromUrl}
    />
  );
}

async function DeferredBar({ today, defaults }: { today: string; defaults?: Partial<SearchParams> }) {
  const [t, tg, locale] = await Promise.all([getTranslations('search'), getTranslations('common.guests'), getLocale()]);
  const values = { ...defaultSearch(today), ...pickSearch((defaults ?? {}) as Record<string, unknown>) };
  const day = (iso: string) => (isIsoDate(iso) ? dayLabel(iso, locale, { weekday: false }) : '');
  return (
    <SearchBarShell
      today={today}
      values={values}
      datesText={`${day(values.checkIn)} — ${day(values.checkOut) || t('checkOut')}`}
      guestsText={[
        tg('adults', { count: values.adults }),
        tg('children', { count: values.children }),
        tg('rooms', { count: values.room }),
      ].join(' • ')}
    />
  );
}
