'use client';

import { useParams } from 'next/navigation';
import { useCallback } from 'react';
import { localePath } from './paths';

/** The page's language, from its address segment (app/[locale]/); undefined outside the app's pages. */
export function usePageLocale(): string | undefined {
  const params = useParams<{ locale?: string }>();
  return typeof params?.locale === 'string' ? params.locale : undefined;
}

/** Turns an unprefixed site path into its address in the page's language (/hotels → /fr/hotels). */
export function useLocalePath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}
