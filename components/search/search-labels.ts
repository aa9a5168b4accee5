import type { CountTranslator } from '@/lib/format/guests';
import type { CounterTexts } from './guest-counters';
import { GUEST_LIMITS, type GuestField } from './search-params';
import type { SearchErrorKey } from './validate-search';

/** Every text of the search bar, resolved on the server: the client has no message catalogue. */
export interface SearchBarLabels {
  hotelsTab: string;
  apartmentsTab: string;
  /** Names the Hotels / Apartments choice for assistive technology. */
  propertyType: string;
  location: string;
  locationPlaceholder: string;
  dates: string;
  checkOut: string;
  selectDates: string;
  guests: string;
  done: string;
  search: string;
  /** Shown with the pulsing logo while the results load. */
  loading: string;
  clearDates: string;
  counters: Record<GuestField, CounterTexts>;
  /** common.guests texts already pluralised: counts.adults[n] is the text for n adults. */
  counts: Record<'adults' | 'children' | 'rooms', string[]>;
  validation: Record<SearchErrorKey, string>;
}

/** Translator of the `search` namespace. */
export type SearchTranslator = (key: string, values?: Record<string, string | number>) => string;

const errorKeys: SearchErrorKey[] = [
  'locationRequired',
  'checkInRequired',
  'checkOutRequired',
  'guestsRequired',
  'checkOutAfter',
  'minimumStay',
];

/**
 * Guest counts are bounded, so every pluralised count text is sent ready-made (about 50 short strings) instead of
 * plural rules and ICU messages: exact for Arabic's six forms and 'zero' wordings, and no formatter on the client.
 */
export function buildSearchLabels(t: SearchTranslator, tg: CountTranslator, tv: SearchTranslator): SearchBarLabels {
  const counter = (label: string, hint?: string): CounterTexts => ({
    label,
    hint,
    increase: t('increase', { label }),
    decrease: t('decrease', { label }),
  });
  const counts = (key: 'adults' | 'children' | 'rooms', max: number) =>
    Array.from({ length: max + 1 }, (_, count) => tg(key, { count }));
  return {
    hotelsTab: t('hotelsTab'),
    apartmentsTab: t('apartmentsTab'),
    propertyType: t('propertyType'),
    location: t('location'),
    locationPlaceholder: t('locationPlaceholder'),
    dates: t('dates'),
    checkOut: t('checkOut'),
    selectDates: t('selectDates'),
    guests: t('guests'),
    done: t('done'),
    search: t('search'),
    loading: t('loading'),
    clearDates: t('clearDates'),
    counters: {
      adults: counter(t('adults'), t('adultsHint')),
      children: counter(t('children'), t('childrenHint')),
      room: counter(t('rooms')),
    },
    counts: {
      adults: counts('adults', GUEST_LIMITS.adults.max),
      children: counts('children', GUEST_LIMITS.children.max),
      rooms: counts('rooms', GUEST_LIMITS.room.max),
    },
    validation: Object.fromEntries(errorKeys.map((k) => [k, tv(k)])) as Record<SearchErrorKey, string>,
  };
}
