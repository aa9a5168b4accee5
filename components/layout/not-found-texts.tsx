'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface NotFoundTexts {
  code: string;
  title: string;
  text: string;
  home: string;
  browse: string;
  metaTitle: string;
}

const Context = createContext<NotFoundTexts | null>(null);

/**
 * Hands the not-found page its texts from the layout, which knows the page's language: the not-found boundary gets no
 * params, and reading the language from the request would make every page dynamic.
 */
export function NotFoundTextsProvider({ value, children }: { value: NotFoundTexts; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNotFoundTexts(): NotFoundTexts {
  const value = useContext(Context);
  if (!value) throw new Error('useNotFoundTexts must be used within NotFoundTextsProvider');
  return value;
}
