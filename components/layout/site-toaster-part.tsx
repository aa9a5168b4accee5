'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { navigateTo } from '@/components/auth/navigate';
import { toast, Toaster } from '@/components/ui/toaster';
import type { Flash } from './site-toaster';

// Screen readers announce changes to a live region they already know; the notice waits a moment after the region.
const ANNOUNCE_DELAY_MS = 150;
// A notice with a link stays long enough to read it and reach the link.
const ACTION_DURATION_MS = 15_000;

/** The themed toaster with its translated labels, and the notice left by the previous page (with its link, if any). */
function SiteToasterPart({ flash }: { flash: Flash | null }) {
  const t = useTranslations('common.toast');
  useEffect(() => {
    if (!flash) return;
    const { message, description, action } = flash;
    const options = action
      ? {
          description,
          duration: ACTION_DURATION_MS,
          action: { label: action.label, onClick: () => navigateTo(action.href) },
        }
      : { description };
    const timer = setTimeout(() => toast(message, options), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return <Toaster regionLabel={t('region')} closeLabel={t('close')} />;
}

export default SiteToasterPart;
