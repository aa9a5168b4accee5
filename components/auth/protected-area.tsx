'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from './auth-provider';

export interface SessionExpiredTexts {
  title: string;
  text: string;
  ok: string;
}

// Radix Dialog's code comes only when a session actually ends on this page.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/** Content for signed-in users only: when the session ends while it is open, the 'Session Expired' dialog shows. */
export function ProtectedArea({ texts, children }: { texts: SessionExpiredTexts; children: ReactNode }) {
  const { sessionExpired } = useAuth();
  return (
    <>
      {children}
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog texts={texts} />
        </Suspense>
      )}
    </>
  );
}
