export const locales = ['en', 'fr', 'zh', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** Cookie that remembers the chosen language (the name the spec's detector uses). */
export const LOCALE_COOKIE = 'i18next';
/** Top-level message namespaces served by /api/locales/{lng}/{ns}.json. */
export const namespaces = ['common', 'onboarding', 'modal_texts'] as const;

/**
 * The one value of the `[locale]` segment a build renders. Cache components need a sample value of every root param;
 * this one is no language, so a build renders nothing but its not-found page and needs no database. Each language's
 * pages are rendered on their first request and kept from then on.
 */
export const BUILD_SAMPLE_LOCALE = '_';

const rtl: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rtl.has(locale) ? 'rtl' : 'ltr';
}

/**
 * A supported language from a language tag such as 'fr-FR' or 'zh-Hans-CN'.
 * Anything that is not a plain tag (script injection, markup, oversize values) is discarded.
 */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value || value.length > 35 || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value)) return undefined;
  const base = value.slice(0, 2).toLowerCase();
  return isLocale(base) ? base : undefined;
}

/** The first supported language of an Accept-Language header, by quality. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** Detection order available on a server: ?lng=, the i18next cookie, the browser's languages; fallback en. */
export function detectLocale(sources: LocaleSources): Locale {
  return (
    toLocale(sources.query) ?? toLocale(sources.cookie) ?? fromAcceptLanguage(sources.acceptLanguage) ?? defaultLocale
  );
}
