import type { ReactNode } from 'react';

/**
 * The band under the header that holds a compact search bar, for pages where a traveller changes the search without
 * going home: the results (pre-filled with their search) and the hotel page (pre-filled with the stay in its address).
 */
export function SearchBarBand({ children }: { children: ReactNode }) {
  return (
    <div className="border-b border-gray-200 bg-gray-50 dark:border-night-700 dark:bg-night-900">
      <div className="mx-auto max-w-7xl px-4 py-3">{children}</div>
    </div>
  );
}
