import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { zhCN } from 'date-fns/locale/zh-CN';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';
import { dayLabelIn, type DayLabel, type DayLabelOptions } from './day-pattern';

// The four languages' date-fns locales, for the server and for code that is fetched after a page starts. A page's
// first load takes only its own language's (./day-loader).
const LABELS: Record<Locale, DayLabel> = {
  en: dayLabelIn('en', enUS),
  fr: dayLabelIn('fr', fr),
  zh: dayLabelIn('zh', zhCN),
  ar: dayLabelIn('ar', ar),
};

/** A yyyy-MM-dd date as a short label in the given language: 'Wed, Nov 25', or 'Nov 25' without the weekday. */
export function dayLabel(isoDate: string, language: string, options?: DayLabelOptions): string {
  return LABELS[toLocale(language) ?? defaultLocale](isoDate, options);
}
