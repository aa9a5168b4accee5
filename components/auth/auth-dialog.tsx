'use client';

import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Label of the corner close button; without it the content must offer its own way out. */
  closeLabel?: string;
  children: ReactNode;
}

/** A modal native <dialog>: the browser traps focus, closes it on Escape and gives focus back to the opener. */
export function AuthDialog({ open, onClose, title, closeLabel, children }: AuthDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // React's autoFocus runs before the dialog is shown, so the browser would pick the close button instead.
  useModalDialog(ref, open, (d) => d.querySelector<HTMLElement>('[data-autofocus]')?.focus());

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100vw-2rem)] max-w-sm rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-night-900 dark:text-gray-100"
    >
      {open && (
        <div className="p-5">
          <div className="mb-3 flex items-start gap-2">
            <h2 id={titleId} className="flex-1 pt-2 text-lg font-bold">
              {title}
            </h2>
            {closeLabel && (
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="-me-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-night-800"
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
