import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';

/** The three-step indicator: 'Your selection' always active, then 'Your Details' and 'Confirm Booking'. */
export async function BookingSteps({
  payment,
  confirm,
}: {
  /** 'Your Details' is active. */
  payment: boolean;
  /** 'Confirm Booking' is active. */
  confirm: boolean;
}) {
  const t = await getTranslations('booking.page.steps');
  const steps = [
    { label: t('selection'), active: true },
    { label: t('details'), active: payment },
    { label: t('confirm'), active: confirm },
  ];
  const current = steps.findLastIndex((s) => s.active);
  return (
    <nav aria-label={t('label')} className="my-4">
      <ol className="flex items-center gap-2 text-sm">
        {steps.map((step, i) => (
          <li key={step.label} className="flex min-w-0 flex-1 items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                step.active
                  ? 'bg-brand-700 text-white dark:bg-brand-600'
                  : 'border border-gray-300 text-gray-500 dark:border-night-600 dark:text-gray-400',
              )}
            >
              {i + 1}
            </span>
            <span
              aria-current={i === current ? 'step' : undefined}
              className={cn(
                'min-w-0 leading-tight',
                step.active ? 'font-semibold text-gray-900 dark:text-white' : 'text-gray-500 dark:text-gray-400',
              )}
            >
              {step.label}
              {i === current && <span className="sr-only"> {t('current')}</span>}
            </span>
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'hidden h-0.5 flex-1 rounded sm:block',
                  steps[i + 1]!.active ? 'bg-brand-700 dark:bg-brand-500' : 'bg-gray-200 dark:bg-night-700',
                )}
              />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
