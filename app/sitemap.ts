import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { listPropertySlugs } from '@/lib/data/properties';
import { TOP_CITIES, topDestinationHref } from '@/lib/destinations';
import { env } from '@/lib/env';
import { locales } from '@/i18n/config';
import { languageAlternates, localePath } from '@/i18n/paths';
import { hotelPath } from '@/lib/slug';
import { CATEGORIES } from '@/lib/validation/search';

type Entry = MetadataRoute.Sitemap[number];

/** One entry per language address of a page, each listing the addresses of all four languages. */
function inEveryLanguage(path: string, entry: Omit<Entry, 'url' | 'alternates'>): Entry[] {
  const base = env.SITE_URL;
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, `${base}${href}`]),
  );
  return locales.map((locale) => ({ ...entry, url: `${base}${localePath(path, locale)}`, alternates: { languages } }));
}

/**
 * Every hotel page, the browse pages and the information pages, at each language's address. Made for each request
 * from the database the server uses (a build reads none).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const pages = ['/', '/hotels', '/about-us', '/contact-us', '/manage-booking', '/privacy-policy', '/terms-of-use'];
  const hotels = await listPropertySlugs();
  return [
    ...pages.flatMap((p) => inEveryLanguage(p, { changeFrequency: 'weekly', priority: p === '/' ? 1 : 0.5 })),
    ...TOP_CITIES.flatMap((c) => inEveryLanguage(topDestinationHref(c.state), { changeFrequency: 'daily' })),
    ...CATEGORIES.flatMap((c) => inEveryLanguage(`/hotel/categories?category=${c}`, { changeFrequency: 'daily' })),
    ...hotels.flatMap((h) =>
      inEveryLanguage(hotelPath(h.slug), { lastModified: h.updatedAt, changeFrequency: 'daily', priority: 0.8 }),
    ),
  ];
}
