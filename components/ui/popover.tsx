'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Classes of the wrapper; it must position the panel (default 'relative'). */
  className?: string;
  children: ReactNode;
}

/** A button that toggles a panel; an outside click, Escape or following a link inside closes it. */
export function Popover({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  className,
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={className ?? 'relative'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={id}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a,[data-close]')) setOpen(false);
        }}
        className={cn(
          'absolute z-50 mt-2 rounded-xl border border-gray-200 bg-white p-2 shadow-xl dark:border-night-700 dark:bg-night-850',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
