'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';

interface SidebarDrawerProps {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/** The collapsible side menu: a menu button and a panel that slides in from the start edge. */
export function SidebarDrawer({ openLabel, closeLabel, children }: SidebarDrawerProps) {
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    const opener = trigger.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={openLabel}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-night-800"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h10" />
        </svg>
      </button>
      {open &&
        createPortal(
          <div className="fixed inset-0 z-[60]" role="dialog" aria-modal="true" aria-label={openLabel}>
            <div className="absolute inset-0 bg-black/50" onClick={() => setOpen(false)} aria-hidden="true" />
            <aside
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a')) setOpen(false);
              }}
              className="absolute inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl dark:bg-night-900"
            >
              <div className="flex justify-end p-2">
                <button
                  ref={closeButton}
                  type="button"
                  aria-label={closeLabel}
                  onClick={() => setOpen(false)}
                  className="inline-flex size-10 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-night-800"
                >
                  <CloseIcon className="size-5" />
                </button>
              </div>
              {children}
            </aside>
          </div>,
          // Outside the header: its backdrop filter would otherwise become the containing block of this fixed panel.
          document.body,
        )}
    </>
  );
}
