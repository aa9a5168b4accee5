import { defaultLocale, isLocale, locales, type Locale } from './config';

/**
 * Language addresses: English has the unprefixed address (/hotels), the others theirs under a prefix (/fr/hotels,
 * /zh/hotels, /ar/hotels). Inside the app every page lives under app/[locale]/; the proxy rewrites unprefixed
 * addresses to /en/… internally.
 */

/** The language a path's first segment names and the rest of the path, or null when the path has no prefix. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], rest: match[2] || '/' };
}

/** The address of an unprefixed site path (with its query and hash) in a language. */
export function localePath(path: string, locale: Locale | string | undefined): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  // Already a language address: keep it (a link that names its language on purpose).
  if (splitLocale(path.split(/[?#]/, 1)[0] ?? '')) return path;
  if (!locale || locale === defaultLocale || !isLocale(locale)) return path;
  return path === '/' ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** Every language's address of an unprefixed path, for hreflang alternates and the sitemap. */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  const entries = locales.map((l) => [l, localePath(path, l)] as const);
  return { ...Object.fromEntries(entries), 'x-default': path } as Record<Locale | 'x-default', string>;
}
