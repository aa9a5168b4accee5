import type { Locale as DateLocale } from 'date-fns';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';
// Only a type from ./day-pattern here: its formatter and patterns are fetched with the locale, not in the first load.
import type { DayLabel } from './day-pattern';

const DATE_LOCALES: Record<Locale, () => Promise<DateLocale>> = {
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
};

const loaded = new Map<Locale, Promise<DayLabel>>();

/**
 * The day labels of one language, with only that language's date-fns locale and the formatter fetched: for a part a
 * page renders in the browser once its data has arrived, fetched beside that data. Fetched once per language; a
 * failed fetch is tried again on the next call.
 */
export function loadDayLabel(language: string): Promise<DayLabel> {
  const lang = toLocale(language) ?? defaultLocale;
  let label = loaded.get(lang);
  if (!label) {
    label = Promise.all([import('./day-pattern'), DATE_LOCALES[lang]()]).then(([{ dayLabelIn }, locale]) =>
      dayLabelIn(lang, locale),
    );
    label.catch(() => loaded.delete(lang));
    loaded.set(lang, label);
  }
  return label;
}
