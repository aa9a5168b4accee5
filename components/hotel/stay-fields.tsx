import type { ComponentProps, ReactNode, Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { addDays, isIsoDate } from '@/lib/dates';
import { isBookableCheckIn, lastCheckIn, normaliseCheckOut, STAY_LIMITS } from '@/lib/validation/stay';
import { PARTY, type PartyField, type StayQuery } from './initial-stay';

/** The party's counters, in the form's order, by the name each carries in the stay's address. */
export const PARTY_FIELDS: { key: PartyField; name: 'adults' | 'children' | 'room' }[] = [
  { key: 'adults', name: 'adults' },
  { key: 'children', name: 'children' },
  { key: 'rooms', name: 'room' },
];

/** The days the native date pickers offer for the stay being edited: from today to the horizon, then a stay's length. */
export function stayDateBounds(draft: StayQuery, today: string, horizonDays: number) {
  const lastDay = lastCheckIn(horizonDays, today);
  const validCheckIn = isBookableCheckIn(draft.checkIn, today) && draft.checkIn <= lastDay;
  return {
    checkIn: { min: today, max: lastDay },
    checkOut: {
      min: addDays(validCheckIn ? draft.checkIn : today, STAY_LIMITS.minNights),
      max: addDays(validCheckIn ? draft.checkIn : lastDay, STAY_LIMITS.maxNights),
    },
  };
}

/** The check-out a new check-in moves the stay's to (one not after it moves to the next day), or none. */
export function movedCheckOut(checkIn: string, checkOut: string): string | undefined {
  const next = isIsoDate(checkIn) && normaliseCheckOut(checkIn, checkOut);
  return next && next !== checkOut ? next : undefined;
}

/** A counter's value one step up or down, within the party's limits. */
export function steppedCount(key: PartyField, count: number, by: number): string {
  const { min, max } = PARTY[key];
  return String(Math.min(max, Math.max(min, count + by)));
}

/** What every counter's number input carries. */
export function countInputProps(key: PartyField) {
  const { min, max } = PARTY[key];
  return {
    type: 'number',
    inputMode: 'numeric',
    min,
    max,
    required: true,
    className: 'w-14 px-1 text-center',
  } satisfies ComponentProps<'input'>;
}

/** What each field's block (label, control, error) looks like. */
export const stayItemClasses = { date: 'gap-1', count: 'gap-1 text-sm font-medium' };

interface StayFormFrameProps {
  /** Where the form goes without JavaScript (a plain GET). */
  action: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  busy: boolean;
  /** The two date fields. */
  dates: ReactNode;
  /** The party's three counters. */
  party: ReactNode;
  /** The traveller reaches for the form (a field takes the focus, a pointer nears Update). */
  onReach?: () => void;
}

/** The stay form's frame, the same for the plain form and the checked one: dates, party, and the Update button. */
export function StayFormFrame({ action, onSubmit, formRef, busy, dates, party, onReach }: StayFormFrameProps) {
  const t = useTranslations('hotel');
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={onReach}
      className="space-y-3 rounded-2xl border border-gray-200 p-4 dark:border-night-700"
    >
      <div className="grid grid-cols-2 gap-3">{dates}</div>
      <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">{party}</div>
      <Button type="submit" size="lg" pending={busy} onPointerEnter={onReach} className="w-full rounded-full sm:w-auto">
        {t('changeSearch')}
      </Button>
    </form>
  );
}

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 text-lg font-bold hover:bg-gray-50 disabled:opacity-40 dark:border-night-600 dark:hover:bg-night-800';

interface PartyCounterProps {
  field: PartyField;
  /** The counter's label element, tied to its number input. */
  label: ReactNode;
  count: number;
  onStep: (by: number) => void;
  /** The number input. */
  children: ReactNode;
}

/** One counter of the party: its label, then −, the number and +. */
export function PartyCounter({ field, label, count, onStep, children }: PartyCounterProps) {
  const t = useTranslations('search');
  const { min, max } = PARTY[field];
  const name = t(field);
  return (
    <div className="flex items-center justify-between gap-2 sm:block">
      {label}
      <div className="flex items-center gap-1 sm:mt-1">
        <button
          type="button"
          aria-label={t('decrease', { label: name })}
          disabled={count <= min}
          onClick={() => onStep(-1)}
          className={stepButton}
        >
          −
        </button>
        {children}
        <button
          type="button"
          aria-label={t('increase', { label: name })}
          disabled={count >= max}
          onClick={() => onStep(1)}
          className={stepButton}
        >
          +
        </button>
      </div>
    </div>
  );
}
