import type { ReactNode } from 'react';

/** The frame every line icon shares: 24-unit grid, current colour, decorative. */
export function OutlineIcon({
  className,
  strokeWidth = 1.8,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ?? 'size-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A cross, for close buttons. */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className} strokeWidth={2}>
      <path d="m6 6 12 12M18 6 6 18" />
    </OutlineIcon>
  );
}

/** A downward chevron, for menus and accordions. */
export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className ?? 'size-4'} fill="currentColor">
      <path d="M5.2 7.5a.75.75 0 0 1 1.06 0L10 11.2l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.25a.75.75 0 0 1-1.06 0L5.2 8.56a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}
