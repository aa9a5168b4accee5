import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, detectLocale, fromAcceptLanguage, LOCALE_COOKIE, toLocale, type Locale } from '@/i18n/config';
import { localePath, splitLocale } from '@/i18n/paths';
import {
  BOOKING_BROWSER_COOKIE,
  BOOKING_GRANT_COOKIE,
  GUEST_ONLY_PATH,
  SESSION_COOKIE,
  SIGNED_IN_ONLY_PATH,
} from '@/lib/auth-cookies';
import { databaseAvailable } from '@/lib/db/availability';
import { env } from '@/lib/env';
import { withOfflineKey } from '@/lib/offline/key';
import { strictTransportSecurity } from '@/lib/security/headers.mjs';
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

/** A redirect that depends on this visitor's cookie or languages: never kept by a shared cache. */
function personal<R extends Response>(response: R): R {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

/**
 * Strict-Transport-Security for every page and API answer when SITE_URL is https://, read when the server starts (a
 * header of next.config.mjs would be fixed when the site is built).
 */
const hsts = strictTransportSecurity(env.SITE_URL);

function secured<R extends Response>(response: R): R {
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

/**
 * Refuses what no page can read, sends other spellings of a hotel's address and `?lng=` to their one address, keeps
 * signed-in users off the guest-only pages, and leads every page request to its language's page (English at the
 * unprefixed address, the others under /fr, /zh, /ar). While the database cannot be reached, pages get the friendly
 * 503 page instead.
 */
export async function proxy(request: NextRequest) {
  const response = answer(request);
  if (response) return secured(await offlineMarked(request, response));
  const page = languageAddress(request);
  if (page.headers.has('location')) return secured(page);
  if (!(await databaseAvailable())) {
    return secured(unavailableResponse(splitLocale(request.nextUrl.pathname)?.locale ?? defaultLocale));
  }
  return secured(await offlineMarked(request, page));
}

/**
 * The pages a signed-in guest, or a visitor holding a booking's cookie, may keep offline name their device cache
 * (lib/offline, worker/sw.ts).
 */
function offlineMarked<R extends Response>(request: NextRequest, response: R): Promise<R> {
  const { pathname, searchParams } = request.nextUrl;
  return withOfflineKey(
    pathname,
    searchParams,
    {
      session: request.cookies.get(SESSION_COOKIE)?.value,
      bookingBrowser: request.cookies.get(BOOKING_BROWSER_COOKIE)?.value,
      grant: request.cookies.get(BOOKING_GRANT_COOKIE)?.value,
    },
    response,
  );
}

/**
 * The page of a language address: /fr/… as it is, an unprefixed address as English's page (app/[locale] with `en`),
 * unless the i18next cookie, else the browser's languages, prefer another language, whose address it leads to. Pages
 * are answered without Set-Cookie: the language is remembered when it is chosen (?lng=, the language picker).
 */
function languageAddress(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const prefixed = splitLocale(pathname);
  if (prefixed?.locale === defaultLocale) {
    // English has one address, the unprefixed one.
    const target = request.nextUrl.clone();
    target.pathname = prefixed.rest;
    return NextResponse.redirect(target, 308);
  }
  if (prefixed) return NextResponse.next();
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const preferred = stored ? toLocale(stored) : fromAcceptLanguage(request.headers.get('accept-language'));
  if (preferred && preferred !== defaultLocale) {
    const target = request.nextUrl.clone();
    target.pathname = localePath(pathname, preferred);
    return personal(NextResponse.redirect(target));
  }
  const target = request.nextUrl.clone();
  target.pathname = `/${defaultLocale}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(target);
}

/** The proxy's own answer to a request, or undefined to let it go to its language's page. */
function answer(request: NextRequest): Response | undefined {
  const { pathname, searchParams } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');
  if (!readable(request.url)) {
    const locale = detectLocale({
      query: searchParams.get('lng'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    });
    // API clients read { code, message } as from every other refusal; browsers get a line of text.
    if (isApi) return NextResponse.json({ code: 'requestNotValid', message: refusal[locale] }, { status: 400 });
    return new NextResponse(refusal[locale], {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // Route handlers read the language from the request themselves (lib/api, i18n/request-locale.ts); the catalogue's
  // pictures need none.
  if (isApi || pathname.startsWith('/media/')) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Pages are only read: the site has no server actions, and its forms without JavaScript send GET. A posted form
    // would otherwise reach the framework's server-action lookup, which fails and logs an error for each one.
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const prefixed = splitLocale(pathname);
  const rest = prefixed?.rest ?? pathname;
  const canonical = canonicalHotelPath(rest);
  if (canonical) {
    // Permanent, so that search engines and shared links settle on one address per property; the query is kept.
    const target = request.nextUrl.clone();
    target.pathname = localePath(canonical, prefixed?.locale);
    return NextResponse.redirect(target, 308);
  }
  const chosen = toLocale(searchParams.get('lng'));
  if (chosen) {
    const target = request.nextUrl.clone();
    target.searchParams.delete('lng');
    target.pathname = localePath(rest, chosen);
    const response = personal(NextResponse.redirect(target));
    response.cookies.set(LOCALE_COOKIE, chosen, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
    return response;
  }
  const signedIn = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  const away =
    GUEST_ONLY_PATH.test(rest) && signedIn ? '/' : SIGNED_IN_ONLY_PATH.test(rest) && !signedIn ? '/login' : null;
  if (away) {
    const target = request.nextUrl.clone();
    target.pathname = localePath(away, prefixed?.locale ?? defaultLocale);
    target.search = '';
    return personal(NextResponse.redirect(target));
  }
  return undefined;
}

export const config = {
  // Pages, API calls and generated pictures (for the escape check); static files and metadata files need no language.
  matcher: [
    '/((?!_next/|favicon\\.ico|icon\\.svg|icon-(?:maskable-)?\\d+\\.png|apple-touch-icon\\.png|apple-icon|manifest\\.webmanifest|sw\\.js|robots\\.txt|sitemap\\.xml).*)',
  ],
};
