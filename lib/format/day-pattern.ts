import { format, parseISO, type Locale as DateLocale } from 'date-fns';
import type { Locale } from '@/i18n/config';

// Formatted with date-fns rather than Intl.DateTimeFormat: these labels are drawn while a page starts, and a browser's
// first Intl formatter loads its locale data (60–120 ms of a phone's main thread). The patterns give what Intl gives
// for { weekday: 'short', day: 'numeric', month: 'short' } in each language.
const PATTERNS: Record<Locale, { withWeekday: string; dayOnly: string }> = {
  en: { withWeekday: 'EEE, MMM d', dayOnly: 'MMM d' },
  fr: { withWeekday: 'EEE d MMM', dayOnly: 'd MMM' },
  zh: { withWeekday: "MMMd'日'EEE", dayOnly: "MMMd'日'" },
  ar: { withWeekday: 'EEEE، d MMMM', dayOnly: 'd MMMM' },
};

export interface DayLabelOptions {
  /** With the weekday ('Wed, Nov 25', the default) or without ('Nov 25'). */
  weekday?: boolean;
}

/** A yyyy-MM-dd date as a short label in the given language: 'Wed, Nov 25', or 'Nov 25' without the weekday. */
export type DayLabel = (isoDate: string, options?: DayLabelOptions) => string;

/** Labels in `language`, written with that language's date-fns locale. */
export function dayLabelIn(language: Locale, locale: DateLocale): DayLabel {
  const { withWeekday, dayOnly } = PATTERNS[language];
  return (isoDate, { weekday = true } = {}) => format(parseISO(isoDate), weekday ? withWeekday : dayOnly, { locale });
}
