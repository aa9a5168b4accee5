'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { cn } from '@/lib/cn';
import { isIsoDate, todayInLagos } from '@/lib/dates';
import { formatGuests } from '@/lib/format/guests';
import { GuestCounters } from './guest-counters';
import { DialogField, FieldErrors, LocationField } from './search-field';
import { CalendarIcon, SearchIcon, UsersIcon } from './search-icons';
import type { SearchBarLabels } from './search-labels';
import { defaultSearch, RESULTS_PATH, resultsHref, type SearchParams } from './search-params';
import { readStoredSearch, writeStoredSearch } from './search-storage';
import { SearchTypeTabs } from './search-type-tabs';
import { hasErrors, type SearchErrors, type SearchField, validateSearch } from './validate-search';

// A separate chunk fetched on first opening: react-day-picker and date-fns are not part of the first load.
const DateRangeCalendar = dynamic(() => import('./date-range-calendar').then((m) => m.DateRangeCalendar), {
  ssr: false,
  loading: () => (
    <div className="mx-auto h-80 w-72 max-w-full animate-pulse rounded-xl bg-gray-100 dark:bg-night-800" />
  ),
});

export interface SearchBarClientProps {
  variant: 'hero' | 'compact';
  locale: string;
  labels: SearchBarLabels;
  defaults?: Partial<SearchParams>;
}

export function SearchBarClient({ variant, locale, labels, defaults }: SearchBarClientProps) {
  const router = useRouter();
  // Results are searched on the server; until they arrive the traveller sees the loading screen.
  const [navigating, startNavigation] = useTransition();
  const id = useId();
  const compact = variant === 'compact';
  const [search, setSearch] = useState<SearchParams>(() => ({ ...defaultSearch(), ...defaults }));
  const [errors, setErrors] = useState<SearchErrors>({});
  const [attempt, setAttempt] = useState(0);
  const defaultsRef = useRef(defaults);
  const locationRef = useRef<HTMLInputElement>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const guestsRef = useRef<HTMLButtonElement>(null);

  // Storage exists only in the browser, so the stored search is applied after hydration; the URL still wins.
  useEffect(() => {
    const stored = readStoredSearch();
    if (stored) setSearch((s) => ({ ...s, ...stored, ...defaultsRef.current }));
  }, []);

  // Focus after the render that set aria-invalid, so screen readers announce the helper text. Only a new submit
  // moves focus, not errors cleared while editing.
  useEffect(() => {
    if (!attempt) return;
    if (errors.location) locationRef.current?.focus();
    else if (errors.checkIn || errors.checkOut) datesRef.current?.focus();
    else if (errors.guests) guestsRef.current?.focus();
  }, [attempt]);

  const update = (patch: Partial<SearchParams>, fields: SearchField[] = []) => {
    setSearch((s) => ({ ...s, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as SearchField))));
  };
  const errorsOf = (...fields: SearchField[]) =>
    fields.flatMap((f) => {
      const key = errors[f];
      return key ? [{ id: `${id}-${f}-error`, text: labels.validation[key] }] : [];
    });

  const day = (iso: string) =>
    isIsoDate(iso)
      ? new Intl.DateTimeFormat(locale, {
          weekday: compact ? undefined : 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`))
      : '';
  const datesText = isIsoDate(search.checkIn)
    ? `${day(search.checkIn)} — ${day(search.checkOut) || labels.checkOut}`
    : labels.selectDates;
  const guestsText = formatGuests(
    { adults: search.adults, children: search.children, rooms: search.room },
    (key, { count }) => labels.counts[key][count] ?? String(count),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSearch(search);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (hasErrors(found)) return;
    const location = search.location.trim();
    writeStoredSearch({ ...search, location });
    startNavigation(() => router.push(resultsHref({ ...search, location })));
  }

  return (
    <form
      method="get"
      action={RESULTS_PATH}
      noValidate
      onSubmit={submit}
      className={cn(
        'relative text-gray-900 dark:text-gray-100',
        !compact && 'rounded-2xl bg-white p-3 shadow-xl md:p-4 dark:bg-night-900',
      )}
    >
      {!compact && (
        <SearchTypeTabs
          value={search.type ?? 'hotel'}
          labels={{ hotel: labels.hotelsTab, apartment: labels.apartmentsTab }}
          groupLabel={labels.propertyType}
          onChange={(type) => update({ type })}
        />
      )}
      {compact && search.type === 'apartment' && <input type="hidden" name="type" value="apartment" />}
      <input type="hidden" name="checkIn" value={search.checkIn} />
      <input type="hidden" name="checkOut" value={search.checkOut} />
      <input type="hidden" name="adults" value={search.adults} />
      <input type="hidden" name="children" value={search.children} />
      <input type="hidden" name="room" value={search.room} />
      <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-2 md:flex-row md:items-start'}>
        <LocationField
          label={labels.location}
          placeholder={labels.locationPlaceholder}
          value={search.location}
          onChange={(location) => update({ location }, ['location'])}
          compact={compact}
          errors={errorsOf('location')}
          inputRef={locationRef}
          className={compact ? 'flex-[2]' : 'md:flex-[1.3]'}
        />
        <DialogField
          label={labels.dates}
          value={datesText}
          icon={<CalendarIcon />}
          compact={compact}
          doneLabel={labels.done}
          errors={errorsOf('checkIn', 'checkOut')}
          triggerRef={datesRef}
          className={compact ? 'shrink-0 sm:flex-1' : 'md:flex-1'}
          actions={
            <button
              type="button"
              onClick={() => update({ checkIn: '', checkOut: '' })}
              className="h-11 rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-night-800"
            >
              {labels.clearDates}
            </button>
          }
        >
          <DateRangeCalendar
            locale={locale}
            checkIn={search.checkIn}
            checkOut={search.checkOut}
            today={todayInLagos()}
            onChange={(checkIn, checkOut) => update({ checkIn, checkOut }, ['checkIn', 'checkOut'])}
          />
        </DialogField>
        <DialogField
          label={labels.guests}
          value={guestsText}
          icon={<UsersIcon />}
          compact={compact}
          doneLabel={labels.done}
          errors={errorsOf('guests')}
          triggerRef={guestsRef}
          className={compact ? 'shrink-0 sm:flex-1' : 'md:flex-1'}
        >
          <GuestCounters
            values={search}
            texts={labels.counters}
            onChange={(field, value) => update({ [field]: value }, ['guests'])}
          />
        </DialogField>
        <button
          type="submit"
          className={cn(
            'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700',
            compact ? 'size-11 sm:w-auto sm:px-5' : 'h-14 w-full px-8 md:w-auto',
          )}
        >
          <SearchIcon />
          <span className={compact ? 'max-sm:sr-only' : undefined}>{labels.search}</span>
        </button>
      </div>
      {compact && <FieldErrors errors={errorsOf('location', 'checkIn', 'checkOut', 'guests')} />}
      {navigating && <LoadingScreen label={labels.loading} />}
    </form>
  );
}
