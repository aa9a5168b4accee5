import type { FormEvent } from 'react';
import { addDays, isIsoDate } from '@/lib/dates';
import { PARTY, partyCount, type PartyField, type StayQuery } from './initial-stay';

export interface StayFormTexts {
  checkIn: string;
  checkOut: string;
  update: string;
  /** Label, 'Decrease …' and 'Increase …' of each counter. */
  counters: Record<PartyField, { label: string; decrease: string; increase: string }>;
}

interface StayFormProps {
  /** The page itself: without JavaScript the form is a plain GET to it. */
  action: string;
  draft: StayQuery;
  today: string;
  busy: boolean;
  texts: StayFormTexts;
  onChange: (draft: StayQuery) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const QUERY_NAME: Record<PartyField, keyof StayQuery> = { adults: 'adults', children: 'children', rooms: 'room' };

const input = 'h-11 rounded-lg border border-gray-300 bg-white px-3 text-base dark:border-night-600 dark:bg-night-850';
const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 text-lg font-bold hover:bg-gray-50 disabled:opacity-40 dark:border-night-600 dark:hover:bg-night-800';

/** Dates and party of the stay: native date inputs and small counters, no picker widget. */
export function StayForm({ action, draft, today, busy, texts, onChange, onSubmit }: StayFormProps) {
  const validCheckIn = isIsoDate(draft.checkIn) && draft.checkIn >= today;
  const setCheckIn = (checkIn: string) => {
    const moveCheckOut = isIsoDate(checkIn) && !(draft.checkOut > checkIn);
    onChange({ ...draft, checkIn, checkOut: moveCheckOut ? addDays(checkIn, 1) : draft.checkOut });
  };
  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl border border-gray-200 p-4 dark:border-night-700"
    >
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-medium">
          {texts.checkIn}
          <input
            type="date"
            name="checkIn"
            required
            min={today}
            value={draft.checkIn}
            onChange={(e) => setCheckIn(e.target.value)}
            className={`${input} mt-1 block w-full`}
          />
        </label>
        <label className="text-sm font-medium">
          {texts.checkOut}
          <input
            type="date"
            name="checkOut"
            required
            min={addDays(validCheckIn ? draft.checkIn : today, 1)}
            value={draft.checkOut}
            onChange={(e) => onChange({ ...draft, checkOut: e.target.value })}
            className={`${input} mt-1 block w-full`}
          />
        </label>
      </div>
      <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {(Object.keys(QUERY_NAME) as PartyField[]).map((key) => {
          const name = QUERY_NAME[key];
          const { min, max } = PARTY[key];
          const value = partyCount(key, draft[name]);
          const step = (by: number) => onChange({ ...draft, [name]: String(Math.min(max, Math.max(min, value + by))) });
          const id = `stay-${key}`;
          const labels = texts.counters[key];
          return (
            <div key={key} className="flex items-center justify-between gap-2 text-sm font-medium sm:block">
              <label htmlFor={id}>{labels.label}</label>
              <div className="flex items-center gap-1 sm:mt-1">
                <button
                  type="button"
                  aria-label={labels.decrease}
                  aria-controls={id}
                  disabled={value <= min}
                  onClick={() => step(-1)}
                  className={stepButton}
                >
                  −
                </button>
                <input
                  id={id}
                  type="number"
                  name={name}
                  inputMode="numeric"
                  min={min}
                  max={max}
                  required
                  value={draft[name]}
                  onChange={(e) => onChange({ ...draft, [name]: e.target.value })}
                  className={`${input} w-14 px-1 text-center`}
                />
                <button
                  type="button"
                  aria-label={labels.increase}
                  aria-controls={id}
                  disabled={value >= max}
                  onClick={() => step(1)}
                  className={stepButton}
                >
                  +
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {texts.update}
      </button>
    </form>
  );
}
