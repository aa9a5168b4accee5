'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` is true (the browser then traps focus and closes it on Escape);
 * browsers without showModal() still show it through the open attribute. `onShown` runs once it is on screen.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onShown?: (d: HTMLDialogElement) => void,
) {
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      onShown?.(d);
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
    // onShown is read when the dialog opens; a new function on each render must not reopen anything.
  }, [open, ref]);
}
