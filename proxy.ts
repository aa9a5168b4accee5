import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, detectLocale, fromAcceptLanguage, LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/config';
import { localePath, splitLocale } from '@/i18n/paths';
import { cachedListPath } from '@/components/results/cached-lists';
import { strictTransportSecurity } from '@/lib/security/headers.mjs';
import { databaseAvailable } from '@/lib/db/availability';
import { serverPricedHotelPath } from '@/lib/hotel-routes';
import { canonicalHotelPath } from '@/lib/slug';
import { unavailableResponse } from '@/lib/unavailable-page';
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
// and a cookie whose session has ended is cleared by AuthProvider once GET /api/user/my-details answers 401.
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

/**
 * A copy of the request's address to change. Not nextUrl.clone(): NextURL spells 127.0.0.1 as localhost, and Next.js
 * treats a rewrite to another origin as an external proxy (the request would come back through this proxy).
 */
function sameOrigin(request: NextRequest): URL {
  return new URL(request.url);
}

/** A redirect that depends on this visitor's cookie or languages: never kept by a shared cache. */
function personalRedirect(url: URL, status: 307 | 308 = 307) {
  const response = NextResponse.redirect(url, status);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

/**
 * Leads every page request to its language address: English unprefixed (rewritten to /en/… internally), the others
 * under /fr, /zh, /ar. `?lng=` sends to that language's address and remembers it in the i18next cookie; on an
 * unprefixed address the cookie, else the browser's languages, send to the preferred language's address. Pages are
 * answered without Set-Cookie, so that they can be kept by caches.
 */
export async function proxy(request: NextRequest) {
  const response = answer(request);
  // A page is about to be rendered: while the database cannot be reached, the friendly 503 page instead (redirects,
  // refusals and the API, which answers JSON 503 itself, go on as usual).
  if (rendersPage(request, response) && !(await databaseAvailable())) {
    return secured(unavailableResponse(splitLocale(request.nextUrl.pathname)?.locale ?? defaultLocale));
  }
  return secured(response);
}

/** True when the proxy lets a page request through (as it is, or rewritten to its language's route). */
function rendersPage(request: NextRequest, response: Response): boolean {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) return false;
  return response.headers.has('x-middleware-next') || response.headers.has('x-middleware-rewrite');
}

/**
 * Strict-Transport-Security for every page and API answer when SITE_URL is https://, read when the server starts (a
 * header of next.config.mjs would be fixed when the site is built).
 */
const hsts = strictTransportSecurity(process.env.SITE_URL);

function secured<R extends Response>(response: R): R {
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

function answer(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');
  if (!readable(request.url)) {
    const locale = detectLocale({
      query: searchParams.get('lng'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    });
    // API clients read { code, message } as from every other refusal; browsers get a line of text.
    if (isApi) {
      return NextResponse.json({ code: 'requestNotValid', message: refusal[locale] }, { status: 400 });
    }
    return new NextResponse(refusal[locale], {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // Route handlers read the language from the request themselves (lib/api, i18n/request-locale.ts).
  if (isApi) return NextResponse.next();
  // The catalogue's pictures need no language: only the escape check above applies to them.
  if (pathname.startsWith('/media/')) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Pages are only read: the site has no server actions, and its forms without JavaScript send GET. A posted form
    // would otherwise reach the framework's server-action lookup, which fails and logs an error for each one.
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }

  const prefixed = splitLocale(pathname);
  if (prefixed?.locale === defaultLocale) {
    // English has one address, the unprefixed one.
    const target = sameOrigin(request);
    target.pathname = prefixed.rest;
    return NextResponse.redirect(target, 308);
  }
  const rest = prefixed?.rest ?? pathname;
  const canonical = canonicalHotelPath(rest);
  if (canonical) {
    // Permanent, so that search engines and shared links settle on one address per property; the query is kept.
    const target = sameOrigin(request);
    target.pathname = localePath(canonical, prefixed?.locale);
    return NextResponse.redirect(target, 308);
  }
  const chosen = toLocale(searchParams.get('lng'));
  if (chosen) {
    const target = sameOrigin(request);
    target.searchParams.delete('lng');
    target.pathname = localePath(rest, chosen);
    const response = personalRedirect(target);
    response.cookies.set(LOCALE_COOKIE, chosen, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
    return response;
  }
  if (!prefixed) {
    const stored = request.cookies.get(LOCALE_COOKIE)?.value;
    const preferred = stored ? toLocale(stored) : fromAcceptLanguage(request.headers.get('accept-language'));
    if (preferred && preferred !== defaultLocale) {
      const target = sameOrigin(request);
      target.pathname = localePath(pathname, preferred);
      return personalRedirect(target);
    }
  }
  const locale: Locale = prefixed?.locale ?? defaultLocale;
  if (GUEST_ONLY.test(rest) && request.cookies.get(SESSION_COOKIE)?.value) {
    return NextResponse.redirect(new URL(localePath('/', locale), request.url));
  }
  const serverPriced = serverPricedHotelPath(rest, searchParams);
  const cachedList = serverPriced ? null : cachedListPath(rest, searchParams);
  if (!cachedList && !serverPriced && prefixed) return NextResponse.next();
  const target = sameOrigin(request);
  if (serverPriced) {
    // The stay form sent without JavaScript: the hotel page with its rooms priced on the server (query kept).
    target.pathname = `/${locale}${serverPriced}`;
  } else if (cachedList) {
    // Results without dates are the same for every visitor: the cached route of that list (no query).
    target.pathname = `/${locale}${cachedList}`;
    target.search = '';
  } else {
    target.pathname = `/${defaultLocale}${pathname === '/' ? '' : pathname}`;
  }
  return NextResponse.rewrite(target);
}

export const config = {
  // Pages, API calls and generated pictures (for the escape check); static files and metadata files need no language.
  matcher: [
    '/((?!_next/|favicon\\.ico|icon\\.svg|icon-(?:maskable-)?\\d+\\.png|apple-touch-icon\\.png|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml).*)',
  ],
};
