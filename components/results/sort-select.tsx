'use client';

interface SortSelectProps {
  label: string;
  value: string;
  params: Record<string, string>;
  options: { value: string; label: string }[];
}

/** Sort order as a GET form: changing it submits at once; without scripts the button does. */
export function SortSelect({ label, value, params, options }: SortSelectProps) {
  const kept = Object.entries(params).filter(([k]) => k !== 'sort' && k !== 'page');
  return (
    <form method="get" className="flex items-center gap-2">
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort" className="text-sm text-gray-600 dark:text-gray-300">
        {label}
      </label>
      <select
        id="sort"
        name="sort"
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
