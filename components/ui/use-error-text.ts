'use client';

import { createContext, useCallback, useContext } from 'react';
import { useTranslations } from 'next-intl';
import type { TextValues, ValidationKey } from '@/lib/errors';

/** Values that rule messages may name wherever they are shown (such as a setting of the site), given once above them. */
export const MessageValuesContext = createContext<TextValues>({});

/**
 * The one translator of form and rule errors: a rule's message key (such as 'emailRequired') in the visitor's
 * language, with the values its text names (the caller's over those of MessageValuesContext). A text that is not a key
 * (a server's message, already translated) is shown as it is.
 */
export function useErrorText(): (key: string, values?: TextValues) => string {
  const t = useTranslations('validation');
  const shared = useContext(MessageValuesContext);
  return useCallback(
    (key: string, values?: TextValues) =>
      t.has(key as ValidationKey) ? t(key as ValidationKey, { ...shared, ...values } as never) : key,
    [t, shared],
  );
}
