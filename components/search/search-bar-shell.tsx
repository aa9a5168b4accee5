'use client';

import { useEffect, useId, useState, type ComponentType } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import type { SearchBarFormProps } from './search-bar-form';
import { LocationField, PickerButton } from './search-field';
import { CalendarIcon, SearchIcon, UsersIcon } from './search-icons';
import { pickSearch, RESULTS_PATH, type SearchParams } from './search-params';

/** A control of the static bar, where the traveller goes on once the full bar has taken over. */
export type ShellControl = 'location' | 'dates' | 'guests' | 'submit';

let loading: Promise<ComponentType<SearchBarFormProps>> | undefined;

function loadForm() {
  loading ??= import('./search-bar-form').then(
    (m) => m.default,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

export interface SearchBarShellProps {
  today: string;
  /** The whole search the bar starts with (the page's, over the defaults). */
  values: SearchParams;
  /** The dates and the party as the full bar words them, made on the server. */
  datesText: string;
  guestsText: string;
  /**
   * A kept page whose stay is in its address (the hotel page): once running, the bar takes the dates and the party
   * from there (the dates' wording loads only then, outside the page's first load).
   */
  stayFromUrl?: boolean;
}

/**
 * The compact bar of a page that is about something else (the results): the same fields as a plain form that searches
 * without JavaScript, whose code (form, validation, pickers, suggestions) is fetched when the traveller first reaches
 * for one of its controls, and which then hands over to the full bar where the traveller was.
 */
export function SearchBarShell({
  today,
  values: pageValues,
  datesText: pageDatesText,
  guestsText: pageGuestsText,
  stayFromUrl = false,
}: SearchBarShellProps) {
  const t = useTranslations('search');
  const tg = useTranslations('common.guests');
  const locale = useLocale();
  const listboxId = useId();
  const [fromUrl, setFromUrl] = useState<{ values: SearchParams; datesText: string } | null>(null);
  const values = fromUrl?.values ?? pageValues;
  const datesText = fromUrl?.datesText ?? pageDatesText;
  const guestsText = fromUrl
    ? [
        tg('adults', { count: values.adults }),
        tg('children', { count: values.children }),
        tg('rooms', { count: values.room }),
      ].join(' • ')
    : pageGuestsText;
  const [location, setLocation] = useState(pageValues.location);

  useEffect(() => {
    if (!stayFromUrl) return;
    const { location: _place, ...stay } = pickSearch(Object.fromEntries(new URLSearchParams(window.location.search)));
    const { checkIn, checkOut } = stay;
    if (!checkIn || !checkOut) return;
    let live = true;
    void import('@/lib/format/day').then(({ dayLabel }) => {
      if (!live) return;
      const day = (iso: string) => dayLabel(iso, locale, { weekday: false });
      setFromUrl({
        values: { ...pageValues, ...stay },
        datesText: `${day(checkIn)} — ${day(checkOut)}`,
      });
    });
    return () => {
      live = false;
    };
  }, [stayFromUrl, locale, pageValues]);
  const [full, setFull] = useState<{ Form: ComponentType<SearchBarFormProps>; control: ShellControl } | null>(null);

  if (full) {
    return <full.Form variant="compact" today={today} defaults={{ ...values, location }} startWith={full.control} />;
  }

  const warm = () => void loadForm().catch(() => undefined);
  const take = (control: ShellControl) => () =>
    void loadForm().then(
      (Form) => setFull((current) => current ?? { Form, control }),
      () => undefined,
    );
  const picker = (control: ShellControl) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': false,
    onPointerEnter: warm,
    onClick: take(control),
  });
  return (
    <form
      method="get"
      action={localePath(RESULTS_PATH, locale)}
      // With its scripts running, the full bar checks the search and sends it.
      onSubmit={(event) => {
        event.preventDefault();
        take('submit')();
      }}
      className="relative text-gray-900 dark:text-gray-100"
    >
      {values.type === 'apartment' && <input type="hidden" name="type" value="apartment" />}
      {(['checkIn', 'checkOut', 'adults', 'children', 'room'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
      <div className="flex items-center gap-2">
        <LocationField
          label={t('location')}
          placeholder={t('locationPlaceholder')}
          value={location}
          onChange={setLocation}
          compact
          errors={[]}
          className="flex-[2]"
          listboxId={listboxId}
          combobox={{ expanded: false, status: '' }}
          onFocus={take('location')}
        />
        <div className="min-w-0 shrink-0 sm:flex-1">
          <PickerButton
            label={t('dates')}
            value={datesText}
            icon={<CalendarIcon />}
            compact
            errors={[]}
            {...picker('dates')}
          />
        </div>
        <div className="min-w-0 shrink-0 sm:flex-1">
          <PickerButton
            label={t('guests')}
            value={guestsText}
            icon={<UsersIcon />}
            compact
            errors={[]}
            {...picker('guests')}
          />
        </div>
        <button
          type="submit"
          onPointerEnter={warm}
          className={cn(
            'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700',
            'size-11 sm:w-auto sm:px-5',
          )}
        >
          <SearchIcon />
          <span className="max-sm:sr-only">{t('search')}</span>
        </button>
      </div>
    </form>
  );
}
