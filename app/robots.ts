import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** Crawlers may read the catalogue; account, booking and API paths are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          ...['', '/fr', '/zh', '/ar'].flatMap((prefix) =>
            [
              '/hotel/booking-details/',
              '/hotel/confirmation/',
              '/hotel/settings',
              '/hotel/modify/',
              '/hotel/reviews/',
              '/hotel/result',
              '/manage-booking/',
            ].map((path) => `${prefix}${path}`),
          ),
        ],
      },
    ],
    sitemap: `${env.SITE_URL}/sitemap.xml`,
    host: env.SITE_URL,
  };
}
