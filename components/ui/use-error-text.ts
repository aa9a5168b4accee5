'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { ValidationKey } from '@/lib/errors';

/**
 * The one translator of form and rule errors: a rule's message key (such as 'emailRequired') in the visitor's
 * language, with the values its text names. A text that is not a key (a server's message, already translated) is
 * shown as it is.
 */
export function useErrorText(): (key: string, values?: Record<string, string | number>) => string {
  const t = useTranslations('validation');
  return useCallback(
    (key: string, values?: Record<string, string | number>) =>
      t.has(key as ValidationKey) ? t(key as ValidationKey, values as never) : key,
    [t],
  );
}
