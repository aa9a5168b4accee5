'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
}

const Context = createContext<ErrorTexts | null>(null);

/** Hands the translated error-page texts to error boundaries, which render on the client. */
export function ErrorTextsProvider({ value, children }: { value: ErrorTexts; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const value = useContext(Context);
  if (!value) throw new Error('useErrorTexts must be used within ErrorTextsProvider');
  return value;
}
