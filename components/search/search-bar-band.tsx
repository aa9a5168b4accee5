import { SearchBar } from './search-bar';
import type { SearchParams } from './search-params';

/**
 * The compact search bar in a band under the header, for pages where a traveller changes the search without going
 * home: the results (pre-filled with their search) and the hotel page (pre-filled with the stay in its address).
 */
export function SearchBarBand({
  defaults,
  stayFromUrl,
  deferred,
}: {
  defaults?: Partial<SearchParams>;
  stayFromUrl?: boolean;
  deferred?: boolean;
}) {
  return (
    <div className="border-b border-gray-200 bg-gray-50 dark:border-night-700 dark:bg-night-900">
      <div className="mx-auto max-w-7xl px-4 py-3">
        <SearchBar variant="compact" defaults={defaults} stayFromUrl={stayFromUrl} deferred={deferred} />
      </div>
    </div>
  );
}
