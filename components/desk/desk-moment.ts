import type { Locale } from '@/i18n/config';

/** Date and time in Lagos, in the page's language. */
export function deskMoment(value: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }).format(value);
}
