import { connection } from 'next/server';
import { isLocale } from '@/i18n/config';
import { offlinePage } from '@/lib/offline/offline-page';

/** The offline page of a language, fetched once by the service worker when it installs (worker/sw.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return new Response(offlinePage(locale), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Robots-Tag': 'noindex',
    },
  });
}
