'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/i18n/paths';
import { loadOnce } from '@/components/ui/load-once';
import { useHandover } from '@/components/ui/use-handover';
import type { SearchBarFormProps } from './search-bar-form';
import { currentDraft, subscribeDraft } from './search-draft';
import { barLayout, LocationField, PickerButton } from './search-field';
import { CalendarIcon, SearchIcon, UsersIcon } from './search-icons';
import { RESULTS_PATH } from './results-path';
import type { SearchParams, SearchType } from './search-params';
import { SearchTypeTabs } from './search-type-tabs';

/** A control of the static bar, where the traveller goes on once the full bar has taken over. */
export type ShellControl = 'location' | 'dates' | 'guests' | 'submit';

/** The full bar, once its code has arrived: a bar that appears after that (the sticky one) starts as the full bar. */
let loaded: ComponentType<SearchBarFormProps> | undefined;

const loadForm = loadOnce(
  () => import('./search-bar-form'),
  (Form) => (loaded = Form),
);

export interface SearchBarShellProps {
  /** The home page's bar in its card, with the Hotels / Apartments tabs; the compact bar of the other pages. */
  variant?: 'hero' | 'compact';
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
  /** A page kept for everyone whose bar starts from the session's last search (home), read once it runs. */
  fromStorage?: boolean;
}

/**
 * The search bar as a plain form that searches without JavaScript, whose code (form, validation, pickers,
 * suggestions) is fetched when the traveller first reaches for one of its controls, and which then hands over to the
 * full bar where the traveller was, with what was typed and chosen. The home page's bars start so, and the compact bar
 * of a page that is about something else (the results, a hotel).
 */
export function SearchBarShell({
  variant = 'compact',
  today,
  values: pageValues,
  datesText: pageDatesText,
  guestsText: pageGuestsText,
  stayFromUrl = false,
  fromStorage = false,
}: SearchBarShellProps) {
  const t = useTranslations('search');
  const tg = useTranslations('common.guests');
  const locale = useLocale();
  const listboxId = useId();
  const compact = variant === 'compact';
  const layout = barLayout(compact);
  const [fromBrowser, setFromBrowser] = useState<{ values: SearchParams; datesText: string } | null>(null);
  const values = fromBrowser?.values ?? pageValues;
  const datesText = fromBrowser?.datesText ?? pageDatesText;
  const guestsText = fromBrowser
    ? [
        tg('adults', { count: values.adults }),
        tg('children', { count: values.children }),
        tg('rooms', { count: values.room }),
      ].join(' • ')
    : pageGuestsText;
  const [location, setLocation] = useState(pageValues.location);
  const [type, setType] = useState<SearchType>(pageValues.type ?? 'hotel');
  const locationRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typed = useRef(false);
  // The destination in the bar was typed by the traveller (not put there by the page): the full bar suggests for it.
  const [locationTyped, setLocationTyped] = useState(false);
  const typeLocation = (text: string) => {
    typed.current = true;
    setLocation(text);
    setLocationTyped(true);
  };
  // Another bar of the page has become the full bar already: this one starts as the full bar too, with its search.
  const { root, full, take, follow } = useHandover<ComponentType<SearchBarFormProps>, ShellControl>(loadForm, () =>
    loaded && currentDraft() ? { part: loaded } : null,
  );

  // What the traveller typed or chose while the page was starting is in the page, not in the server's values: it is
  // the bar's.
  useLayoutEffect(() => {
    const text = locationRef.current?.value;
    if (text && text !== pageValues.location) typeLocation(text);
    const checked = formRef.current?.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value;
    if (checked === 'hotel' || checked === 'apartment') setType(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page starts: later values are the bar's own
  }, []);

  // The stay from the address of a kept page, or the session's last search: read in the browser, worded in the
  // page's language (the dates' wording loads only then, outside the page's first load).
  useEffect(() => {
    if (!stayFromUrl && !fromStorage) return;
    let live = true;
    void (async () => {
      let found: Partial<SearchParams> = {};
      if (stayFromUrl) {
        // The checks of a search, with their date functions, load once the page runs.
        const { pickSearch } = await import('./search-params');
        const { location: _place, ...stay } = pickSearch(
          Object.fromEntries(new URLSearchParams(window.location.search)),
        );
        if (stay.checkIn && stay.checkOut) found = stay;
      } else {
        const { readStoredSearch } = await import('./search-storage');
        found = readStoredSearch() ?? {};
      }
      const { location: storedPlace, ...stay } = found;
      if (!live || (!Object.keys(stay).length && !storedPlace)) return;
      if (storedPlace && !typed.current) setLocation(storedPlace);
      const next = { ...pageValues, ...stay };
      const { dayLabel } = await import('@/lib/format/day');
      if (!live) return;
      const day = (iso: string) => dayLabel(iso, locale, { weekday: !compact });
      setFromBrowser({ values: next, datesText: `${day(next.checkIn)} — ${day(next.checkOut)}` });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [stayFromUrl, fromStorage, locale, pageValues, compact]);

  // The page's other bar has become the full bar and holds a search: this one follows it as the full bar.
  useEffect(
    () =>
      subscribeDraft(() => {
        void loadForm().then(follow, () => undefined);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: `follow` only reads the hand-over's refs
    [],
  );

  if (full) {
    return (
      <div ref={root} className="contents">
        <full.part
          variant={variant}
          today={today}
          defaults={{ ...values, location, type }}
          startWith={full.start}
          locationTyped={locationTyped}
        />
      </div>
    );
  }

  const warm = () => void loadForm().catch(() => undefined);
  const picker = (control: 'dates' | 'guests') => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': false,
    onPointerEnter: warm,
    onClick: () => {
      // The picker's own code (the full bar fetches it when it opens) travels beside the bar's, not after it.
      void (control === 'dates' ? import('./dates-picker') : import('./guests-picker')).catch(() => undefined);
      void take(control);
    },
  });
  return (
    <div ref={root} className="contents">
      <form
        ref={formRef}
        method="get"
        action={localePath(RESULTS_PATH, locale)}
        // With its scripts running, the full bar checks the search and sends it.
        onSubmit={(event) => {
          event.preventDefault();
          void take('submit');
        }}
        className={layout.form}
      >
        {!compact && (
          <SearchTypeTabs
            value={type}
            labels={{ hotel: t('hotelsTab'), apartment: t('apartmentsTab') }}
            groupLabel={t('propertyType')}
            onChange={setType}
          />
        )}
        {compact && values.type === 'apartment' && <input type="hidden" name="type" value="apartment" />}
        {(['checkIn', 'checkOut', 'adults', 'children', 'room'] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
        <div className={layout.row}>
          <LocationField
            label={t('location')}
            placeholder={t('locationPlaceholder')}
            value={location}
            onChange={typeLocation}
            compact={compact}
            errors={[]}
            className={layout.location}
            inputRef={locationRef}
            listboxId={listboxId}
            combobox={{ expanded: false, status: '' }}
            onFocus={() => void take('location')}
          />
          <div className={layout.picker}>
            <PickerButton
              label={t('dates')}
              value={datesText}
              icon={<CalendarIcon />}
              compact={compact}
              errors={[]}
              {...picker('dates')}
            />
          </div>
          <div className={layout.picker}>
            <PickerButton
              label={t('guests')}
              value={guestsText}
              icon={<UsersIcon />}
              compact={compact}
              errors={[]}
              {...picker('guests')}
            />
          </div>
          <button type="submit" onPointerEnter={warm} className={layout.submit}>
            <SearchIcon />
            <span className={layout.submitText}>{t('search')}</span>
          </button>
        </div>
      </form>
    </div>
  );
}
