'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { toast, Toaster } from '@/components/ui/toaster';

// Screen readers announce changes to a live region they already know; the notice waits a moment after the region.
const ANNOUNCE_DELAY_MS = 150;

/** The themed toaster with its translated labels, and the notice left by the previous page. */
function SiteToasterPart({ flash }: { flash: string | null }) {
  const t = useTranslations('common.toast');
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => toast(flash), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return <Toaster regionLabel={t('region')} closeLabel={t('close')} />;
}

export default SiteToasterPart;
