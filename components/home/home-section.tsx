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
    <section id={id} aria-labelledby={`${id}-title`} className="section">
      <div className="section-head">
        <div>
          <h2 id={`${id}-title`} className="page-title">
            {title}
          </h2>
          {text && <p className="section-text">{text}</p>}
        </div>
        {viewAll && (
          <Link href={viewAll.href} className="section-link">
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
  return <div className="card-row">{children}</div>;
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
