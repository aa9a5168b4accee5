import { getLocale, getTranslations } from 'next-intl/server';
import { SearchBarClient } from './search-bar-client';
import { buildSearchLabels, type SearchTranslator } from './search-labels';
import { pickSearch, type SearchParams } from './search-params';

interface SearchBarProps {
  variant: 'hero' | 'compact';
  /** Values from the results page's URL; otherwise the session's last search, else today → tomorrow, 2 adults. */
  defaults?: Partial<SearchParams>;
}

/** The search bar: texts are translated here and handed to the client part as plain strings. */
export async function SearchBar({ variant, defaults }: SearchBarProps) {
  const [t, tg, tv, locale] = await Promise.all([
    getTranslations('search'),
    getTranslations('common.guests'),
    getTranslations('validation'),
    getLocale(),
  ]);
  return (
    <SearchBarClient
      variant={variant}
      locale={locale}
      labels={buildSearchLabels(t as unknown as SearchTranslator, tg, tv as unknown as SearchTranslator)}
      defaults={defaults ? pickSearch(defaults as Record<string, unknown>) : undefined}
    />
  );
}
