import { format, parseISO, type Locale as DateLocale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { zhCN } from 'date-fns/locale/zh-CN';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';

// Formatted with date-fns rather than Intl.DateTimeFormat: these labels are drawn while a page starts, and a browser's
// first Intl formatter loads its locale data (60–120 ms of a phone's main thread). The patterns give what Intl gives
// for { weekday: 'short', day: 'numeric', month: 'short' } in each language.
const FORMATS: Record<Locale, { locale: DateLocale; withWeekday: string; dayOnly: string }> = {
  en: { locale: enUS, withWeekday: 'EEE, MMM d', dayOnly: 'MMM d' },
  fr: { locale: fr, withWeekday: 'EEE d MMM', dayOnly: 'd MMM' },
  zh: { locale: zhCN, withWeekday: "MMMd'日'EEE", dayOnly: "MMMd'日'" },
  ar: { locale: ar, withWeekday: 'EEEE، d MMMM', dayOnly: 'd MMMM' },
};

/** A yyyy-MM-dd date as a short label in the given language: 'Wed, Nov 25', or 'Nov 25' without the weekday. */
export function dayLabel(isoDate: string, language: string, { weekday = true }: { weekday?: boolean } = {}): string {
  const { locale, withWeekday, dayOnly } = FORMATS[toLocale(language) ?? defaultLocale];
  return format(parseISO(isoDate), weekday ? withWeekday : dayOnly, { locale });
}
