'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from './auth-provider';

// Radix Dialog's code comes only when a session actually ends on this page.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/** Content for signed-in users only: when the session ends while it is open, the 'Session Expired' dialog shows. */
export function ProtectedArea({ children }: { children: ReactNode }) {
  const { sessionExpired } = useAuth();
  return (
    <>
      {children}
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
