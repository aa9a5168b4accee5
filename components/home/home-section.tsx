import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

interface HomeSectionProps {
  id: string;
  title: string;
  text?: string;
  viewAll?: { href: string; label: string };
  children: ReactNode;
}

/** A titled block of the home page that the side menu can scroll to. */
export function HomeSection({ id, title, text, viewAll, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-10 md:py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight md:text-3xl">
            {title}
          </h2>
          {text && <p className="mt-1 text-gray-600 dark:text-gray-300">{text}</p>}
        </div>
        {viewAll && (
          <Link
            href={viewAll.href}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {viewAll.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A row of cards: swipeable on phones, a grid from tablets up. */
export function CardRow({ children }: { children: ReactNode }) {
  return (
    <div className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4 [&>*]:w-[78%] [&>*]:shrink-0 [&>*]:snap-start sm:[&>*]:w-auto">
      {children}
    </div>
  );
}

/** The message a section shows when it has nothing, or failed to load. */
export function SectionNotice({ text, tone = 'empty' }: { text: string; tone?: 'empty' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={
        tone === 'error'
          ? 'rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200'
          : 'rounded-xl bg-gray-50 p-4 text-sm text-gray-600 dark:bg-night-900 dark:text-gray-300'
      }
    >
      {text}
    </p>
  );
}
