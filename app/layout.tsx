import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { DirectionProvider } from '@radix-ui/react-direction';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { HelpButton } from '@/components/layout/help-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteToaster } from '@/components/layout/site-toaster';
import { signedInUser } from '@/components/layout/signed-in-user';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { directionOf, type Locale } from '@/i18n/config';
import { intlFor } from '@/i18n/intl-for';
import { env } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/services/auth/session';
import { site } from '@/lib/site';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.meta');
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t, user, jar, toasterIntl] = await Promise.all([
    getLocale(),
    getTranslations('common'),
    signedInUser(),
    cookies(),
    intlFor(['common.toast']),
  ]);
  // A cookie whose session has ended would keep the proxy sending this browser away from the sign-in pages.
  const staleSession = !user && jar.has(SESSION_COOKIE);
  const dir = directionOf(locale as Locale);
  return (
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ThemeProvider>
          <DirectionProvider dir={dir}>
            <AuthProvider initialUser={user} staleSession={staleSession}>
              <a
                href="#main"
                className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
              >
                {t('nav.skipToContent')}
              </a>
              <SiteHeader />
              <main id="main" className="flex-1">
                <ErrorTextsProvider value={{ title: t('error.title'), text: t('error.text'), retry: t('error.retry') }}>
                  {children}
                </ErrorTextsProvider>
              </main>
              <SiteFooter />
              <HelpButton />
              <SiteToaster intl={toasterIntl} />
            </AuthProvider>
          </DirectionProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
