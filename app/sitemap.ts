import type { MetadataRoute } from 'next';
import { listPropertySlugs } from '@/lib/data/properties';
import { TOP_CITIES, topDestinationHref } from '@/lib/destinations';
import { env } from '@/lib/env';
import { hotelPath } from '@/lib/slug';
import { CATEGORIES } from '@/lib/validation/search';

export const dynamic = 'force-dynamic';

/** Every hotel page, the browse pages and the information pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.SITE_URL;
  const pages = ['/', '/hotels', '/about-us', '/contact-us', '/privacy-policy', '/terms-of-use'];
  const hotels = await listPropertySlugs();
  return [
    ...pages.map((p) => ({ url: `${base}${p}`, changeFrequency: 'weekly' as const, priority: p === '/' ? 1 : 0.5 })),
    ...TOP_CITIES.map((c) => ({ url: `${base}${topDestinationHref(c.state)}`, changeFrequency: 'daily' as const })),
    ...CATEGORIES.map((c) => ({ url: `${base}/hotel/categories?category=${c}`, changeFrequency: 'daily' as const })),
    ...hotels.map((h) => ({
      url: `${base}${hotelPath(h.slug)}`,
      lastModified: h.updatedAt,
      changeFrequency: 'daily' as const,
      priority: 0.8,
    })),
  ];
}
