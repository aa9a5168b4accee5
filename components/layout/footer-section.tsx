'use client';

import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A footer column: an accordion on phones, always open from the tablet width up. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="border-b border-gray-200 md:border-0 dark:border-night-700">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between py-4 text-start text-sm font-bold uppercase tracking-wide text-gray-900 md:pointer-events-none md:py-0 md:pb-4 dark:text-white"
        >
          {title}
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={cn('size-5 transition-transform md:hidden', open && 'rotate-180')}
            fill="currentColor"
          >
            <path d="M5.2 7.5a.75.75 0 0 1 1.06 0L10 11.2l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.25a.75.75 0 0 1-1.06 0L5.2 8.56a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </button>
      </h2>
      <div className={cn('pb-4 md:block md:pb-0', !open && 'hidden')}>{children}</div>
    </section>
  );
}
