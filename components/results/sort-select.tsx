'use client';

import { useEffect, useRef } from 'react';

interface SortSelectProps {
  label: string;
  value: string;
  params: Record<string, string>;
  options: { value: string; label: string }[];
}

/**
 * Sort order as a GET form: changing it submits at once; without scripts the button does. A choice made before the
 * page's scripts had run (a slow phone) is sent as soon as they have.
 */
export function SortSelect({ label, value, params, options }: SortSelectProps) {
  const kept = Object.entries(params).filter(([k]) => k !== 'sort' && k !== 'page');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current;
    // Not on a return through history: there the browser may have put back the choice that led away from this page.
    const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
    const returned = navigation?.type === 'back_forward';
    if (chosen && chosen.value !== value && !returned) chosen.form?.requestSubmit();
  }, [value]);
  return (
    <form method="get" className="flex items-center gap-2">
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort" className="text-sm text-gray-600 dark:text-gray-300">
        {label}
      </label>
      <select
        ref={select}
        id="sort"
        name="sort"
        autoComplete="off"
        defaultValue={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-night-600 dark:bg-night-900"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-full bg-brand-700 px-3 text-sm text-white">
          {label}
        </button>
      </noscript>
    </form>
  );
}
