'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { GUEST_LIMITS, type GuestField } from './search-params';

interface CounterProps {
  label: string;
  hint?: string;
  increase: string;
  decrease: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

const stepButton =
  'grid size-10 place-items-center rounded-full border border-gray-300 text-xl leading-none text-brand-700 hover:border-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:border-night-600 dark:text-brand-300';

/**
 * One − value + row. The bounds use aria-disabled rather than disabled so that focus stays on a button that
 * has just reached its limit.
 */
function Counter({ label, hint, increase, decrease, value, min, max, onChange }: CounterProps) {
  const id = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div role="group" aria-labelledby={id} className="flex items-center justify-between gap-4 py-3">
      <div>
        <p id={id} className="font-semibold">
          {label}
        </p>
        {hint && <p className="text-xs text-gray-600 dark:text-gray-300">{hint}</p>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={decrease}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
          className={stepButton}
        >
          −
        </button>
        <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label={increase}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(value + 1)}
          className={stepButton}
        >
          +
        </button>
      </div>
    </div>
  );
}

interface GuestCountersProps {
  values: Record<GuestField, number>;
  onChange: (field: GuestField, value: number) => void;
}

/** Adults, children and rooms, each within GUEST_LIMITS. */
export function GuestCounters({ values, onChange }: GuestCountersProps) {
  const t = useTranslations('search');
  const texts = (field: GuestField) => {
    const label = t(field === 'room' ? 'rooms' : field);
    const hint = field === 'adults' ? t('adultsHint') : field === 'children' ? t('childrenHint') : undefined;
    return { label, hint, increase: t('increase', { label }), decrease: t('decrease', { label }) };
  };
  return (
    <div className="w-full divide-y divide-gray-200 dark:divide-night-700">
      {(['adults', 'children', 'room'] as const).map((field) => (
        <Counter
          key={field}
          {...texts(field)}
          value={values[field]}
          min={GUEST_LIMITS[field].min}
          max={GUEST_LIMITS[field].max}
          onChange={(v) => onChange(field, v)}
        />
      ))}
    </div>
  );
}
