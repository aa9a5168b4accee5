'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { FLASH_EXTRA_KEY, FLASH_KEY, type FlashExtra } from '@/components/auth/flash';

/** A notice left by the previous page, with its explanation and link if it has them. */
export interface Flash extends FlashExtra {
  message: string;
}

type Part = ComponentType<{ flash: Flash | null }>;

let flashTaken: Flash | null | undefined;

/** What goes with the notice, kept only when it has the expected shape. */
function readExtra(stored: string | null): FlashExtra {
  if (!stored) return {};
  try {
    const { description, action } = JSON.parse(stored) as FlashExtra;
    return {
      description: typeof description === 'string' ? description : undefined,
      action:
        typeof action?.label === 'string' && typeof action.href === 'string' && action.href.startsWith('/')
          ? { label: action.label, href: action.href }
          : undefined,
    };
  } catch {
    return {};
  }
}

/** The notice the previous page left (such as 'You have been logged out.'), taken from storage once per page. */
function takeFlash(): Flash | null {
  if (flashTaken !== undefined) return flashTaken;
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    const extra = readExtra(sessionStorage.getItem(FLASH_EXTRA_KEY));
    sessionStorage.removeItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_EXTRA_KEY);
    flashTaken = message ? { message, ...extra } : null;
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
  const [state, setState] = useState<{ Part: Part; flash: Flash | null } | null>(null);
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
