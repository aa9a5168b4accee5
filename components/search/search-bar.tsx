import { intlFor } from '@/i18n/intl-for';
import { keptToday } from '@/lib/kept-clock';
import { STAY_SCREENS, stayMessageKeys } from '@/lib/validation/stay';
import SearchBarClient from './search-bar-form';
import { pickSearch, type SearchParams } from './search-params';

interface SearchBarProps {
  variant: 'hero' | 'compact';
  /** Values from the results page's URL; otherwise the session's last search, else today → tomorrow, 2 adults. */
  defaults?: Partial<SearchParams>;
}

/** The search bar: its client part gets the language and only the messages it shows. */
export async function SearchBar({ variant, defaults }: SearchBarProps) {
  const [today, intl] = await Promise.all([
    keptToday(),
    intlFor([
      'search',
      'common.guests',
      'validation.locationRequired',
      'validation.guestsRequired',
      'validation.fieldTooLong',
      ...stayMessageKeys(STAY_SCREENS.searchBar).map((key) => `validation.${key}` as const),
    ]),
  ]);
  return (
    <SearchBarClient
      variant={variant}
      intl={intl}
      today={today}
      defaults={defaults ? pickSearch(defaults as Record<string, unknown>) : undefined}
    />
  );
}
