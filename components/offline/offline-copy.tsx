'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { TIME_ZONE } from '@/lib/dates';

/**
 * On a booking page (confirmation, manage page, My Bookings): asks the service worker to keep the page and its
 * calendar file on this device for the signed-in guest, and says "You're offline. Saved …" when the page shown is that
 * kept copy.
 */
export function OfflineCopy({ files = [] }: { files?: string[] }) {
  const t = useTranslations('offline');
  const locale = useLocale();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const fileList = files.join('\n');

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    let live = true;
    let idle: number | undefined;
    void import('@/lib/offline/client').then(async ({ keepOffline, offlineSavedAt }) => {
      const saved = await offlineSavedAt();
      if (!live) return;
      if (saved) {
        setSavedAt(saved);
        return;
      }
      // A page from the network: kept once the browser has nothing better to do.
      const keep = () => void keepOffline([location.href, ...fileList.split('\n').filter(Boolean)]);
      // Browsers without requestIdleCallback (Safari) simply run it now.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(keep, { timeout: 3000 });
      else keep();
    });
    return () => {
      live = false;
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [fileList]);

  if (!savedAt) return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(savedAt),
  );
  return (
    <p
      role="status"
      className="mb-4 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900 print:hidden dark:bg-amber-950/60 dark:text-amber-100"
    >
      {t('notice', { time })}
    </p>
  );
}
