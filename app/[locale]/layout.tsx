import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DirectionProvider } from '@radix-ui/react-direction';
import { ReviewReminder } from '@/components/account/review-reminder';
import { AuthProvider } from '@/components/auth/auth-provider';
import { LikedProvider } from '@/components/favourites/liked-provider';
import { HelpButton } from '@/components/layout/help-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteToaster } from '@/components/layout/site-toaster';
import { ServiceWorkerRegistrar } from '@/components/offline/service-worker-registrar';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { BookingHorizonProvider } from '@/components/search/booking-horizon';
import { BUILD_SAMPLE_LOCALE, directionOf, isLocale } from '@/i18n/config';
import { ClientIntl } from '@/i18n/client-intl';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import '../globals.css';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * Every page is rendered once per language (English at the unprefixed address, see proxy.ts) and kept: on the first
 * request of each language rather than at build time, so that a build needs no database and never bakes another
 * database's catalogue into the pages. The four languages are the only values (any other is a 404).
 */
export function generateStaticParams(): { locale: string }[] {
  return [{ locale: BUILD_SAMPLE_LOCALE }];
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('title'), template: `%s | ${site.name}` },
    description: t('description'),
    applicationName: site.name,
    // Listing icons here replaces the link Next.js writes for app/icon.svg, so the SVG is listed too; browsers that
    // cannot show it take the ICO. The files in public/ come from scripts/make-icons.mjs.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
    manifest: '/manifest.webmanifest',
    openGraph: { type: 'website', siteName: site.name, title: t('title'), description: t('description') },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f0f12' },
  ],
};

/**
 * The page frame, the same for every visitor of a language and kept with each page; who is signed in and their hearts
 * are filled in by the browser (AuthProvider, LikedProvider).
 */
export default async function RootLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, tAuth] = await Promise.all([getTranslations('common'), getTranslations('onboarding')]);
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ClientIntl segment="site">
          <ThemeProvider>
            <DirectionProvider dir={dir}>
              <AuthProvider loggedOutNotice={tAuth('loggedOut')}>
                <BookingHorizonProvider horizonDays={env.BOOKING_HORIZON_DAYS}>
                  <LikedProvider>
                    <a
                      href="#main"
                      className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
                    >
                      {t('nav.skipToContent')}
                    </a>
                    <SiteHeader />
                    <main id="main" className="flex-1">
                      {children}
                    </main>
                    <SiteFooter />
                    <HelpButton />
                    <SiteToaster />
                    <ReviewReminder />
                    <ServiceWorkerRegistrar />
                  </LikedProvider>
                </BookingHorizonProvider>
              </AuthProvider>
            </DirectionProvider>
          </ThemeProvider>
        </ClientIntl>
      </body>
    </html>
  );
}
