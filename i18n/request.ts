import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './config';
import { loadMessages } from './messages';

/**
 * The language of a page comes from its address (app/[locale]/, set with setRequestLocale), never from cookies or
 * headers, so that every page can be rendered once per language and cached. Route handlers pass their own language
 * (lib/api, i18n/request-locale.ts).
 */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const asked = explicit ?? (await requestLocale);
  const locale = isLocale(asked) ? asked : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'Africa/Lagos' };
});
