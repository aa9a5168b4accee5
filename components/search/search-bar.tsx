import { keptToday } from '@/lib/kept-clock';
import SearchBarClient from './search-bar-form';
import { pickSearch, type SearchParams } from './search-params';

interface SearchBarProps {
  variant: 'hero' | 'compact';
  /** Values from the results page's URL; otherwise the session's last search, else today → tomorrow, 2 adults. */
  defaults?: Partial<SearchParams>;
  /** A kept page whose stay is in its address (the hotel page): the bar takes it from there once it runs. */
  stayFromUrl?: boolean;
}

/** The search bar, starting from today in Lagos as the page was rendered. */
export async function SearchBar({ variant, defaults, stayFromUrl }: SearchBarProps) {
  const today = await keptToday();
  return (
    <SearchBarClient
      variant={variant}
      today={today}
      defaults={defaults ? pickSearch(defaults as Record<string, unknown>) : undefined}
      stayFromUrl={stayFromUrl}
    />
  );
}
