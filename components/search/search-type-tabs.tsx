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
        <label key={type} className="type-tab">
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
