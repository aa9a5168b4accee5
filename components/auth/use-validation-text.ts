'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { ValidationKey } from '@/lib/errors';

/** Turns a zod rule's message key (such as 'emailRequired') into the visitor's language, for Form's translateError. */
export function useValidationText(): (key: string) => string {
  const t = useTranslations('validation');
  return useCallback((key: string) => (t.has(key as ValidationKey) ? t(key as ValidationKey) : key), [t]);
}
