'use client';

import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ChevronDownIcon } from '@/components/ui/icons';

/** A footer column: an accordion on phones, always open from the tablet width up. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="border-b border-gray-200 md:border-0 dark:border-night-700">
      <h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="footer-heading">
          {title}
          <ChevronDownIcon className={clsx('size-5 transition-transform md:hidden', open && 'rotate-180')} />
        </button>
      </h2>
      <div className={clsx('pb-4 md:block md:pb-0', !open && 'hidden')}>{children}</div>
    </section>
  );
}
