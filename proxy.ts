import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE, LOCALE_HEADER, toLocale } from '@/i18n/config';

const ONE_YEAR = 60 * 60 * 24 * 365;
// Pages for visitors only. A session cookie is enough to send someone home here; the pages check the session again.
const GUEST_ONLY = /^\/(login(\/(sms|email))?|register|sign-up|forgot-password|reset-password)\/?$/;
const SESSION_COOKIE = 'sn_session';

/** A path with a broken %-escape cannot name any page; the router would otherwise fail on it with a 500. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Detects the language (?lng=, cookie, Accept-Language), hands it to the render and remembers it. */
export function proxy(request: NextRequest) {
  if (!decodable(new URL(request.url).pathname)) {
    return new NextResponse('This address is not valid.', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
  if (GUEST_ONLY.test(request.nextUrl.pathname) && request.cookies.get(SESSION_COOKIE)?.value) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = detectLocale({
    query: request.nextUrl.searchParams.get('lng'),
    cookie: stored,
    acceptLanguage: request.headers.get('accept-language'),
  });

  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  const response = NextResponse.next({ request: { headers } });

  if (toLocale(stored) !== locale || stored !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Pages and API calls; static files, generated pictures and metadata files need no language.
  matcher: ['/((?!_next/|media/|favicon\\.ico|icon\\.svg|apple-icon|robots\\.txt|sitemap\\.xml).*)'],
};
