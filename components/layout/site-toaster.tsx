'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { FLASH_KEY } from '@/components/auth/flash';

type Part = ComponentType<{ flash: string | null }>;

let flashTaken: string | null | undefined;

/** The notice the previous page left (such as 'You have been logged out.'), taken from storage once per page. */
function takeFlash(): string | null {
  if (flashTaken !== undefined) return flashTaken;
  try {
    flashTaken = sessionStorage.getItem(FLASH_KEY);
    if (flashTaken) sessionStorage.removeItem(FLASH_KEY);
  } catch {
    flashTaken = null;
  }
  return flashTaken;
}

/**
 * The page's toaster. Its code (sonner) loads when the browser is idle after the page, or at once when the previous
 * page left a notice, so that its live region is in place before the first toast; toasts made earlier wait for it.
 */
export function SiteToaster() {
  const [state, setState] = useState<{ Part: Part; flash: string | null } | null>(null);
  useEffect(() => {
    const flash = takeFlash();
    let cancelled = false;
    const mount = () =>
      void import('./site-toaster-part').then(
        (m) => !cancelled && setState({ Part: m.default, flash }),
        () => undefined,
      );
    if (flash || typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(mount, flash ? 0 : 1500);
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(mount, { timeout: 4000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(idle);
    };
  }, []);
  return state ? <state.Part flash={state.flash} /> : null;
}
