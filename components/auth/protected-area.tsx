'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AuthDialog } from './auth-dialog';
import { useAuth } from './auth-provider';
import { navigateTo } from './navigate';
import { primaryButton } from './styles';

export interface SessionExpiredTexts {
  title: string;
  text: string;
  ok: string;
}

function toLogin() {
  // A full load renders the header for a visitor again; this page leaves the history.
  navigateTo('/login', { replace: true });
}

/** Content for signed-in users only: when the session ends while it is open, the 'Session Expired' dialog shows. */
export function ProtectedArea({ texts, children }: { texts: SessionExpiredTexts; children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return (
    <>
      {children}
      <AuthDialog open={!isAuthenticated} onClose={toLogin} title={texts.title}>
        <p className="text-sm text-gray-600 dark:text-gray-300">{texts.text}</p>
        <div className="mt-5 flex justify-end">
          <button type="button" data-autofocus onClick={toLogin} className={cn(primaryButton, 'w-auto min-w-24 px-5')}>
            {texts.ok}
          </button>
        </div>
      </AuthDialog>
    </>
  );
}
