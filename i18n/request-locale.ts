import { detectLocale, LOCALE_COOKIE, type Locale } from './config';

// Read from the header directly: wrapping the request in a NextRequest to use its cookie jar would consume the body.
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The visitor's language for a route handler, in the proxy's order (?lng=, the i18next cookie, Accept-Language),
 * for texts that leave the site such as codes; English when none is supported.
 */
export function requestLocale(request: Request): Locale {
  return detectLocale({
    query: new URL(request.url).searchParams.get('lng'),
    cookie: cookieValue(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
