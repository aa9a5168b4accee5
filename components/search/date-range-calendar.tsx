'use client';

import { useSyncExternalStore } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { fr } from 'react-day-picker/locale/fr';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import 'react-day-picker/style.css';
import { addDays } from '@/lib/dates';
import { lastCheckIn, lastCheckOut, STAY_LIMITS } from '@/lib/validation/stay';

// Loaded only when the dates dialog opens (see search-bar-client), so react-day-picker, date-fns and this
// stylesheet stay out of the pages' first-load JavaScript and CSS.

const dayPickerLocales = { fr, zh: zhCN, ar } as const;
const WIDE = '(min-width: 768px)';

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Calendar day from yyyy-MM-dd, at local midnight as DayPicker expects. */
function toDate(iso: string): Date | undefined {
  return iso ? new Date(`${iso}T00:00:00`) : undefined;
}

function toIso(date: Date | undefined): string {
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Brand purple; important so the layered utilities beat the unlayered react-day-picker stylesheet.
const theme = [
  '[--rdp-accent-color:#6d28d9]! [--rdp-accent-background-color:#ede9fe]! [--rdp-today-color:#6d28d9]!',
  '[--rdp-range_middle-color:#4c1d95]! [--rdp-months-gap:1.5rem]!',
  '[--rdp-day-height:2.5rem]! [--rdp-day-width:2.5rem]!',
  '[--rdp-day_button-height:2.375rem]! [--rdp-day_button-width:2.375rem]!',
  'dark:[--rdp-accent-color:#7c3aed]! dark:[--rdp-accent-background-color:#2e1065]!',
  'dark:[--rdp-today-color:#c4b5fd]! dark:[--rdp-range_middle-color:#ede9fe]!',
  'mx-auto w-fit text-sm',
].join(' ');

export interface DateRangeCalendarProps {
  /** App language: en, fr, zh or ar. */
  locale: string;
  checkIn: string;
  checkOut: string;
  /** Earliest selectable day, yyyy-MM-dd in Lagos. */
  today: string;
  /** How many days after today a check-in may be (the booking horizon). */
  horizonDays: number;
  onChange: (checkIn: string, checkOut: string) => void;
}

export function DateRangeCalendar({ locale, checkIn, checkOut, today, horizonDays, onChange }: DateRangeCalendarProps) {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const first = toDate(today) ?? new Date();
  const selected: DateRange = { from: toDate(checkIn), to: toDate(checkOut) };
  // A check-in can be chosen up to the booking horizon; once one is, the check-out up to the longest stay after it.
  const choosingCheckOut = selected.from !== undefined && selected.to === undefined;
  const last = toDate(
    choosingCheckOut && checkIn <= lastCheckIn(horizonDays, today)
      ? addDays(checkIn, STAY_LIMITS.maxNights)
      : lastCheckIn(horizonDays, today),
  )!;
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={(range) => onChange(toIso(range?.from), toIso(range?.to))}
      resetOnSelect
      disabled={[{ before: first }, { after: last }]}
      startMonth={first}
      endMonth={toDate(lastCheckOut(horizonDays, today))}
      defaultMonth={selected.from && selected.from > first ? selected.from : first}
      numberOfMonths={wide ? 2 : 1}
      locale={dayPickerLocales[locale as keyof typeof dayPickerLocales]}
      dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar is the dates dialog's content: opening the dialog puts the focus on the selected day
      autoFocus
      className={theme}
    />
  );
}
