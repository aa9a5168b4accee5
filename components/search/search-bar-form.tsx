'use client';

import { localePath } from '@/i18n/paths';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldErrors as FormErrors } from 'react-hook-form';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { deferred } from '@/components/ui/deferred';
import { Form } from '@/components/ui/form';
import { useZodForm } from '@/components/ui/use-zod-form';
import { isIsoDate } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import type { SearchForm } from '@/lib/validation/search';
import { LocationCombobox } from './location-combobox';
import { barLayout, FieldErrors, PickerButton, type FieldError } from './search-field';
import { CalendarIcon, SearchIcon, UsersIcon } from './search-icons';
import { defaultSearch, pickSearch, RESULTS_PATH, resultsHref, type SearchParams } from './search-params';
import { currentDraft, publishDraft, sameSearch, subscribeDraft } from './search-draft';
import { readStoredSearch, writeStoredSearch } from './search-storage';
import type { ShellControl } from './search-bar-shell';
import { SearchTypeTabs } from './search-type-tabs';
import { useErrorText } from '@/components/ui/use-error-text';
import { useBookingHorizon } from './booking-horizon';

// Each picker's code (Radix, react-day-picker) is fetched when the traveller is about to open it.
const DatesPicker = deferred(() => import('./dates-picker'), { activation: 'click', popup: 'dialog' });
const GuestsPicker = deferred(() => import('./guests-picker'), { activation: 'click', popup: 'dialog' });

export interface SearchBarFormProps {
  variant: 'hero' | 'compact';
  /** Today in Lagos as the page was rendered: the default stay starts then (the browser's own date once it runs). */
  today: string;
  defaults?: Partial<SearchParams>;
  /** The page is kept for everyone: its stay (dates, party, destination) is read from its address after hydration. */
  stayFromUrl?: boolean;
  /** The control the traveller reached in the bar's first, static form (SearchBarShell): it carries on there. */
  startWith?: ShellControl;
  /** The destination in `defaults` was typed by the traveller in the bar's static form: it is suggested for at once. */
  locationTyped?: boolean;
}

type Field = keyof SearchForm;

/** Which of the bar's controls shows (and takes the focus for) each field's error, in the bar's order. */
const CONTROLS = [
  ['location', ['location']],
  ['dates', ['checkIn', 'checkOut']],
  ['guests', ['adults', 'children', 'room']],
] as const satisfies readonly (readonly [string, readonly Field[]])[];

type Control = (typeof CONTROLS)[number][0];

function SearchBarForm({
  variant,
  today,
  defaults,
  stayFromUrl = false,
  startWith,
  locationTyped = false,
}: SearchBarFormProps) {
  const t = useTranslations('search');
  const tg = useTranslations('common.guests');
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  // Results are searched on the server; until they arrive the traveller sees the loading screen.
  const [navigating, startNavigation] = useTransition();
  const id = useId();
  const compact = variant === 'compact';
  const layout = barLayout(compact);
  const horizonDays = useBookingHorizon();
  const form = useZodForm(() => import('@/lib/validation/search').then((m) => m.searchForm(horizonDays)), {
    defaultValues: { ...defaultSearch(today), ...defaults },
    // The first invalid control takes the focus after the render that marks it invalid (see below).
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const search = form.watch();
  const locationRef = useRef<HTMLInputElement>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const guestsRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const defaultsRef = useRef(defaults);

  // Taking over from the static bar: the focus, or the picker the traveller opened, goes on in this one.
  const startRef = useRef(startWith);
  useEffect(() => {
    const control = startRef.current;
    if (control === 'location') locationRef.current?.focus();
    else if (control === 'dates') datesRef.current?.click();
    else if (control === 'guests') guestsRef.current?.click();
    else if (control === 'submit') formRef.current?.requestSubmit();
  }, []);

  // A destination typed before the page started is the search's, not the form's empty default (React keeps it in the
  // page while it hydrates).
  useLayoutEffect(() => {
    const typed = locationRef.current?.value;
    if (typed && typed !== form.getValues('location')) form.setValue('location', typed, { shouldDirty: true });
  }, [form]);

  // Storage exists only in the browser, so the stored search is applied after hydration; the URL (the server's
  // defaults, or the address of a kept page), and what the traveller has typed meanwhile, still win.
  useEffect(() => {
    const stored = readStoredSearch();
    const fromUrl = stayFromUrl ? pickSearch(Object.fromEntries(new URLSearchParams(window.location.search))) : {};
    if (stored || Object.keys(fromUrl).length)
      form.reset({ ...form.getValues(), ...stored, ...defaultsRef.current, ...fromUrl }, { keepDirtyValues: true });
  }, [form, stayFromUrl]);

  // The page's other search bar (the hero's, or the sticky one that appears once it has scrolled away) holds the same
  // search: what is put in one is in the other.
  useEffect(() => {
    const self = Symbol('search bar');
    const follow = (values: SearchForm) => {
      if (!sameSearch(values, form.getValues())) form.reset({ ...form.getValues(), ...values });
    };
    const draft = currentDraft();
    if (draft) follow(draft);
    else publishDraft(form.getValues(), self);
    const stop = subscribeDraft((values, from) => from !== self && follow(values));
    const { unsubscribe } = form.watch((values) => publishDraft(values as SearchForm, self));
    return () => {
      unsubscribe();
      stop();
    };
  }, [form]);

  // Focus once the render that set aria-invalid is in the page, so that screen readers read the helper text with the
  // field. Only a new submit moves the focus, not errors cleared while editing.
  useLayoutEffect(() => {
    if (!submitCount) return;
    const first = CONTROLS.find(([, fields]) => fields.some((f) => errors[f]));
    const controls = { location: locationRef, dates: datesRef, guests: guestsRef };
    if (first) controls[first[0]].current?.focus();
    // Runs once per submit; errors are read as that submit left them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the submit, not on each edit
  }, [submitCount]);

  const errorsOf = (control: Control): FieldError[] => {
    const fields = CONTROLS.find(([c]) => c === control)![1] as readonly Field[];
    return fields.flatMap((f) => {
      const message = (errors as FormErrors<SearchForm>)[f]?.message;
      return message
        ? [
            {
              id: `${id}-${f}-error`,
              text: errorText(message, message === 'fieldTooLong' ? { field: t('location') } : { horizonDays }),
            },
          ]
        : [];
    });
  };
  const set = (patch: Partial<SearchForm>) => {
    for (const [field, value] of Object.entries(patch))
      form.setValue(field as Field, value as never, { shouldValidate: submitCount > 0, shouldDirty: true });
  };

  const day = (iso: string) => (isIsoDate(iso) ? dayLabel(iso, locale, { weekday: !compact }) : '');
  const datesText = isIsoDate(search.checkIn)
    ? `${day(search.checkIn)} — ${day(search.checkOut) || t('checkOut')}`
    : t('selectDates');
  const guestsText = [
    tg('adults', { count: Number(search.adults) }),
    tg('children', { count: Number(search.children) }),
    tg('rooms', { count: Number(search.room) }),
  ].join(' • ');

  const submit = form.handleSubmit((values) => {
    const params: SearchParams = { ...values, location: values.location.trim() };
    writeStoredSearch(params);
    startNavigation(() => router.push(localePath(resultsHref(params), document.documentElement.lang)));
  });

  const datesErrors = errorsOf('dates');
  const guestsErrors = errorsOf('guests');
  const locationErrors = errorsOf('location');

  return (
    <Form {...form}>
      <form ref={formRef} method="get" action={RESULTS_PATH} noValidate onSubmit={submit} className={layout.form}>
        {!compact && (
          <SearchTypeTabs
            value={search.type ?? 'hotel'}
            labels={{ hotel: t('hotelsTab'), apartment: t('apartmentsTab') }}
            groupLabel={t('propertyType')}
            onChange={(type) => set({ type })}
          />
        )}
        {compact && search.type === 'apartment' && <input type="hidden" name="type" value="apartment" />}
        <input type="hidden" name="checkIn" value={search.checkIn} />
        <input type="hidden" name="checkOut" value={search.checkOut} />
        <input type="hidden" name="adults" value={search.adults} />
        <input type="hidden" name="children" value={search.children} />
        <input type="hidden" name="room" value={search.room} />
        <div className={layout.row}>
          <LocationCombobox
            label={t('location')}
            placeholder={t('locationPlaceholder')}
            value={search.location}
            onChange={(location) => set({ location })}
            compact={compact}
            errors={locationErrors}
            inputRef={locationRef}
            className={layout.location}
            typedBefore={startWith === 'location' && locationTyped}
          />
          <div className={layout.picker}>
            <DatesPicker
              checkIn={search.checkIn}
              checkOut={search.checkOut}
              onChange={(checkIn, checkOut) => set({ checkIn, checkOut })}
              trigger={
                <PickerButton
                  ref={datesRef}
                  label={t('dates')}
                  value={datesText}
                  icon={<CalendarIcon />}
                  compact={compact}
                  errors={datesErrors}
                />
              }
            />
            {!compact && <FieldErrors errors={datesErrors} />}
          </div>
          <div className={layout.picker}>
            <GuestsPicker
              values={{ adults: Number(search.adults), children: Number(search.children), room: Number(search.room) }}
              onChange={(field, value) => set({ [field]: value })}
              trigger={
                <PickerButton
                  ref={guestsRef}
                  label={t('guests')}
                  value={guestsText}
                  icon={<UsersIcon />}
                  compact={compact}
                  errors={guestsErrors}
                />
              }
            />
            {!compact && <FieldErrors errors={guestsErrors} />}
          </div>
          <button type="submit" className={layout.submit}>
            <SearchIcon />
            <span className={layout.submitText}>{t('search')}</span>
          </button>
        </div>
        {compact && <FieldErrors errors={[...locationErrors, ...datesErrors, ...guestsErrors]} />}
        {navigating && <LoadingScreen label={t('loading')} />}
      </form>
    </Form>
  );
}

export { SearchBarForm };
export default SearchBarForm;
