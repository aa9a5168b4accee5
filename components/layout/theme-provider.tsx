'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Theme key in local storage; its value 'dark' enables dark mode. */
export const THEME_STORAGE_KEY = 'theme';

/** Light or dark from storage, else the system preference, applied before first paint. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
    >
      {children}
    </NextThemesProvider>
  );
}
