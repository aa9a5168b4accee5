import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { isLocale } from './config';
import { loadMessages } from './messages';

/**
 * The language of a page is its address's (the `[locale]` root param), never a cookie or header, so that a page is
 * rendered once per language and kept. Route handlers, which have no root params, pass their own language
 * (lib/api, i18n/request-locale.ts).
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const locale = explicit ?? (await rootLocale());
  if (!isLocale(locale)) notFound();
  return { locale, messages: await loadMessages(locale), timeZone: 'Africa/Lagos' };
});
