'use client';

import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { clsx } from 'clsx';
import type { DestinationSuggestion } from '@/lib/destinations';
import type { ComboboxState } from './search-field';
import { PinIcon } from './search-icons';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

// Answers already received in this page, by typed text: going back over a prefix asks nothing again.
const answers = new Map<string, DestinationSuggestion[]>();
const REMEMBERED = 100;

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<DestinationSuggestion[]> {
  const known = answers.get(text);
  if (known) return known;
  const res = await fetch(`/api/destinations/suggest?${new URLSearchParams({ q: text })}`, { signal });
  if (!res.ok) throw new Error(`suggestions answered ${res.status}`);
  const { suggestions } = (await res.json()) as { suggestions: DestinationSuggestion[] };
  if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value!);
  answers.set(text, suggestions);
  return suggestions;
}

export interface SuggestionsProps {
  listboxId: string;
  /** The destination field's box: the list opens under it, as wide as it (or wider on small screens). */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** What the traveller typed since the list last closed; null closes the list. */
  typed: { text: string } | null;
  /** Receives the input's key presses. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** The input's combobox attributes and live region follow this. */
  onState: (state: ComboboxState) => void;
  /** Asks for suggestions for the field's current value (an arrow key on a closed list). */
  onRequest: () => void;
  onPick: (name: string) => void;
}

function BuildingIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 shrink-0 text-brand-700 dark:text-brand-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 21V5l8-2v18M12 8h8v13M3 21h18M7 8h2m-2 4h2m-2 4h2m6-4h2m-2 4h2" />
    </svg>
  );
}

/**
 * The destination field's suggestion list (WAI-ARIA combobox with a listbox popup): the focus stays in the input,
 * ArrowDown and ArrowUp move through the options, Enter picks one, Escape closes the list and Tab leaves the field.
 * Suggestions are asked for once typing pauses, and a newer text cancels the request of an older one.
 */
export default function DestinationSuggestions({
  listboxId,
  anchorRef,
  typed,
  keysRef,
  onState,
  onRequest,
  onPick,
}: SuggestionsProps) {
  const t = useTranslations('search.suggest');
  const [found, setFound] = useState<{ text: string; items: DestinationSuggestion[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = found?.items ?? [];
  // The list shows while there is typed text; the last answer stays until the next arrives.
  const expanded = Boolean(typed?.text.trim()) && open && items.length > 0;
  const optionId = (i: number) => `${listboxId}-option-${i}`;

  useEffect(() => {
    const text = typed?.text.trim() ?? '';
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        fetchSuggestions(text, controller.signal).then(
          (list) => {
            if (controller.signal.aborted) return;
            setFound({ text, items: list });
            setActive(-1);
            setOpen(true);
          },
          // A cancelled or failed request leaves the field as it is: the traveller can still search.
          () => undefined,
        ),
      answers.has(text) ? 0 : SUGGEST_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const status = !typed?.text.trim() || !open || !found ? '' : t('found', { count: items.length });
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ expanded, activeId, status }), [expanded, activeId, status, onState]);
  useEffect(() => () => onState({ expanded: false, status: '' }), [onState]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const move = (step: 1 | -1) => {
    const n = items.length;
    setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (expanded) move(event.key === 'ArrowDown' ? 1 : -1);
        else onRequest();
        return;
      case 'Enter': {
        const item = expanded && active >= 0 ? items[active] : undefined;
        if (!item) return;
        event.preventDefault();
        onPick(item.name);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  useLayoutEffect(() => {
    keysRef.current = onKey;
  });
  useLayoutEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );

  return (
    <Popover open={expanded} onOpenChange={(next) => !next && setOpen(false)}>
      <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
      <PopoverContent
        role="listbox"
        id={listboxId}
        aria-label={t('list')}
        align="start"
        sideOffset={6}
        className="max-h-[min(22rem,60vh)] w-(--radix-popover-trigger-width) min-w-72 overflow-y-auto p-1.5"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // A press in the field itself keeps the list.
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {items.map((item, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the focus stays in the input (aria-activedescendant), whose keys move through and pick the options
          <div
            key={`${item.kind}:${item.name}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // The focus stays in the input: a press on an option picks it without blurring the field.
            onPointerDown={(event) => event.preventDefault()}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item.name)}
            onPointerMove={() => setActive(i)}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm',
              i === active
                ? 'bg-brand-50 text-brand-900 dark:bg-night-700 dark:text-white'
                : 'hover:bg-gray-50 dark:hover:bg-night-800',
              i > 0 && item.kind === 'property' && items[i - 1]!.kind !== 'property' && 'mt-1.5',
            )}
          >
            {item.kind === 'property' ? (
              <BuildingIcon />
            ) : (
              <PinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            )}
            <span className="min-w-0 flex-1">
              {/* The name keeps its own direction inside the line, which follows the page's (right-aligned in Arabic). */}
              <span className="block truncate font-semibold">
                <bdi>{item.name}</bdi>
              </span>
              <span className="block truncate text-xs text-gray-600 dark:text-gray-300">
                {t(item.kind)}
                {item.context && (
                  <>
                    {' · '}
                    <bdi>{item.context}</bdi>
                  </>
                )}
              </span>
            </span>
            {item.kind !== 'property' && (
              <span className="shrink-0 text-xs text-gray-600 dark:text-gray-300">
                {t('stays', { count: item.count })}
              </span>
            )}
          </div>
        ))}
      </PopoverContent>
    </Popover>
  );
}
