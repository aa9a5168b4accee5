import { cn } from '@/lib/cn';
import type { ContactStatus } from '@/lib/validation/desk-actions';

const TONE: Record<ContactStatus, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  answered: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  closed: 'bg-gray-200 text-gray-900 dark:bg-night-700 dark:text-gray-100',
};

/** A contact message's status as a coloured label. */
export function ContactStatusBadge({ status, label }: { status: ContactStatus; label: string }) {
  return (
    <span
      className={cn('inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}
    >
      {label}
    </span>
  );
}
