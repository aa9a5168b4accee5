'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { SuggestionsProps } from './destination-suggestions';
import { LocationField, type ComboboxState, type LocationFieldProps } from './search-field';

let loading: Promise<ComponentType<SuggestionsProps>> | undefined;

/** The suggestion list's code, fetched once, when the traveller first focuses or types in a destination field. */
function loadSuggestions() {
  loading ??= import('./destination-suggestions').then(
    (m) => m.default,
    (err: unknown) => {
      // A failed fetch (weak signal) is tried again at the next focus.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

export type LocationComboboxProps = Omit<
  LocationFieldProps,
  'listboxId' | 'combobox' | 'boxRef' | 'onFocus' | 'onBlur' | 'onKeyDown'
> & {
  /** The value was typed by the traveller before this field took over (in the bar's static form): suggest for it. */
  typedBefore?: boolean;
};

/**
 * The destination field with its suggestions. The input is the page's own from the first paint (typeable before the
 * scripts run); the list, its requests and its keys load when the field is first focused or typed in.
 */
export function LocationCombobox({ onChange, typedBefore = false, ...props }: LocationComboboxProps) {
  const listboxId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, status: '' });
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  // What the traveller typed (or asked suggestions for with the arrow keys) since the list last closed; a value put in
  // by a pick, a stored search or the page's other bar opens nothing.
  const [typed, setTyped] = useState<{ text: string } | null>(() =>
    typedBefore && props.value.trim() ? { text: props.value } : null,
  );

  const load = () => {
    if (!Suggestions)
      void loadSuggestions().then(
        (Part) => setSuggestions(() => Part),
        () => undefined,
      );
  };

  // Text typed while this field was on its way: its suggestions come without another key.
  useEffect(() => {
    if (typed) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field takes over, with its first value
  }, []);

  return (
    <>
      <LocationField
        {...props}
        onChange={(value) => {
          onChange(value);
          load();
          setTyped({ text: value });
        }}
        listboxId={listboxId}
        combobox={combobox}
        boxRef={boxRef}
        onFocus={load}
        onBlur={() => setTyped(null)}
        onKeyDown={(event) => keys.current?.(event)}
      />
      {Suggestions && (
        <Suggestions
          listboxId={listboxId}
          anchorRef={boxRef}
          typed={typed}
          keysRef={keys}
          onState={setCombobox}
          onRequest={() => setTyped({ text: props.value })}
          onPick={(name) => {
            onChange(name);
            setTyped(null);
          }}
        />
      )}
    </>
  );
}
