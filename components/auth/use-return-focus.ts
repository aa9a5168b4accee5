'use client';

import { useState } from 'react';

/**
 * onCloseAutoFocus for a dialog opened from code (after a request, not by a DialogTrigger): Radix would give the
 * focus back to its trigger, which it does not have, so the focus goes back to what had it when the dialog opened.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    if (!opener || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
