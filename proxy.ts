import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE, LOCALE_HEADER, toLocale, type Locale } from '@/i18n/config';
import { canonicalHotelPath } from '@/lib/slug';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';
import fr from '@/messages/fr/errors.json';
import zh from '@/messages/zh/errors.json';

// Only the refusal's own line: the proxy runs before every request and must stay small.
const refusal: Record<Locale, string> = {
  en: en.requestNotValid,
  fr: fr.requestNotValid,
  zh: zh.requestNotValid,
  ar: ar.requestNotValid,
};

const ONE_YEAR = 60 * 60 * 24 * 365;
// Pages for visitors only. A session cookie is enough to send someone home here; the pages check the session again,
// and a cookie whose session has ended is cleared by the next page (see staleSession in app/layout.tsx).
const GUEST_ONLY = /^\/(login(\/(sms|email))?|register|sign-up|forgot-password|reset-password)\/?$/;
// The name of lib/services/auth/session.ts's cookie; that module needs the database, which the proxy must not load.
const SESSION_COOKIE = 'sn_session';

/**
 * A broken %-escape cannot name any page (the router would fail on it with a 500), and a NUL character cannot reach
 * PostgreSQL text: both are refused before any page or handler runs.
 */
function readable(url: string): boolean {
  if (/%00/.test(url)) return false;
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** Detects the language (?lng=, cookie, Accept-Language), hands it to the render and remembers it. */
export function proxy(request: NextRequest) {
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = detectLocale({
    query: request.nextUrl.searchParams.get('lng'),
    cookie: stored,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (!readable(request.url)) {
    // API clients read { code, message } as from every other refusal; browsers get a line of text.
    if (request.nextUrl.pathname.startsWith('/api/')) {
      return NextResponse.json({ code: 'requestNotValid', message: refusal[locale] }, { status: 400 });
    }
    return new NextResponse(refusal[locale], {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const canonical = canonicalHotelPath(new URL(request.url).pathname);
  if (canonical) {
    // Permanent, so that search engines and shared links settle on one address per property; the query is kept.
    const target = new URL(request.url);
    target.pathname = canonical;
    return NextResponse.redirect(target, 308);
  }
  if (GUEST_ONLY.test(request.nextUrl.pathname) && request.cookies.get(SESSION_COOKIE)?.value) {
    return NextResponse.redirect(new URL('/', request.url));
  }
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
  matcher: [
    '/((?!_next/|media/|favicon\\.ico|icon\\.svg|icon-(?:maskable-)?\\d+\\.png|apple-touch-icon\\.png|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml).*)',
  ],
};
