import type { SearchType } from './search-params';

interface SearchTypeTabsProps {
  value: SearchType;
  labels: Record<SearchType, string>;
  groupLabel: string;
  onChange: (value: SearchType) => void;
}

/**
 * Hotels / Apartments, drawn as tabs but built from radio buttons: arrow keys move between them and, without
 * JavaScript, the choice is still sent with the form.
 */
export function SearchTypeTabs({ value, labels, groupLabel, onChange }: SearchTypeTabsProps) {
  return (
    <div role="radiogroup" aria-label={groupLabel} className="mb-3 flex gap-1">
      {(['hotel', 'apartment'] as const).map((type) => (
        <label
          key={type}
          className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-gray-700 hover:bg-brand-50 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:text-gray-200 dark:hover:bg-night-800 dark:has-checked:bg-brand-600"
        >
          <input
            type="radio"
            name="type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="sr-only"
          />
          {labels[type]}
        </label>
      ))}
    </div>
  );
}
