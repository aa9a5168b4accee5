import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy } from './lib/security/headers.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // The JSON catalogues are compiled when the site is built, so browsers get the small formatter for compiled
    // messages instead of the ICU message parser (about 12 KB gzipped on every page that formats a message).
    messages: { path: './messages', format: 'json', locales: ['en', 'fr', 'zh', 'ar'], precompile: true },
  },
});

const imageHosts = (process.env.IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are kept by the framework (cache components): public pages are whole static pages per language, built from
  // catalogue reads in 'use cache' functions; what is personal on them (the account menu, hearts) is filled in by the
  // browser from /api, so a kept page is sent as it was stored.
  cacheComponents: true,
  // Partial prefetching stays off: it renders every page made for a request (results, booking, sign-in) a second time
  // to embed a prefetch copy in it, which halved their requests/s and added 37 KB to the HTML of the sign-in page
  // (docs/bench/report.md). Links prefetch as in Next.js 16.0.
  partialPrefetching: false,
  cacheLife: {
    /** Catalogue reads and the pages built from them; every catalogue change also drops them at once (cache tags). */
    catalogue: { stale: 60, revalidate: 300, expire: 3600 },
    /** Texts that change with a release only, and the footer's top hotels. */
    hours: { stale: 300, revalidate: 3600, expire: 86400 },
  },
  // Kept pages and 'use cache' results live in these handlers: in each server's memory, or in Redis for every server
  // when REDIS_URL is set (lib/cache). The framework's own memory copy in front of them is off, so that a change made
  // on one server is never hidden by another server's copy.
  cacheHandler: fileURLToPath(new URL('./lib/cache/page-cache-handler.mjs', import.meta.url)),
  cacheHandlers: { default: fileURLToPath(new URL('./lib/cache/data-cache-handler.mjs', import.meta.url)) },
  cacheMaxMemorySize: 0,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  compiler: {
    // Browsers of travellers get no console output in production; server logs keep theirs.
    removeConsole: process.env.NODE_ENV === 'production',
  },
  images: {
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    remotePatterns: imageHosts.map((hostname) => ({ protocol: 'https', hostname })),
  },
  experimental: {
    // Every script file the HTML names carries its hash (integrity), so the CSP can stay free of per-request nonces.
    sri: { algorithm: 'sha256' },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      {
        // The generated pictures keep their own, stricter policy (app/media).
        source: '/((?!media/).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ imageHosts, development: process.env.NODE_ENV === 'development' }),
          },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
