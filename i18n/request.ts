import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { detectLocale, LOCALE_COOKIE, LOCALE_HEADER } from './config';
import { loadMessages } from './messages';

export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  // The proxy has usually decided already; the fallbacks cover requests it does not match.
  const locale = detectLocale({
    query: h.get(LOCALE_HEADER),
    cookie: c.get(LOCALE_COOKIE)?.value,
    acceptLanguage: h.get('accept-language'),
  });
  return { locale, messages: await loadMessages(locale), timeZone: 'Africa/Lagos' };
});
