import { cn } from '@/lib/cn';
import type { DeskPaymentState, DeskStatus } from '@/lib/validation/desk';

const badge = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS_TONE: Record<DeskStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  completed: 'bg-gray-200 text-gray-900 dark:bg-night-700 dark:text-gray-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-gray-200 text-gray-800 dark:bg-night-700 dark:text-gray-200',
  no_show: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
};

const PAYMENT_TONE: Record<DeskPaymentState, string> = {
  paid: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  refunded: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  atProperty: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  unpaid: 'bg-gray-200 text-gray-900 dark:bg-night-700 dark:text-gray-100',
};

/** A booking's status as a coloured label. */
export function StatusBadge({ status, label }: { status: DeskStatus; label: string }) {
  return <span className={cn(badge, STATUS_TONE[status])}>{label}</span>;
}

/** Where a booking's money stands, as a coloured label. */
export function PaymentBadge({ state, label }: { state: DeskPaymentState; label: string }) {
  return <span className={cn(badge, PAYMENT_TONE[state])}>{label}</span>;
}
