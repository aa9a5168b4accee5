'use client';

import { useEffect } from 'react';

/**
 * Says as an error toast that a home section failed to load (the spec's brands and top destinations failures),
 * once per page view. The section still shows the same text in place, for visitors without JavaScript.
 */
export function FailureToast({ message }: { message: string }) {
  useEffect(() => {
    let cancelled = false;
    // sonner comes with the page's toaster; a toast made before that toaster is ready waits for it.
    void import('sonner').then(({ toast }) => {
      if (!cancelled) toast.error(message, { id: message });
    });
    return () => {
      cancelled = true;
    };
  }, [message]);
  return null;
}
