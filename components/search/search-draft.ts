import type { SearchForm } from '@/lib/validation/search';

// What the traveller has put in one of the page's search bars (the hero's and the sticky one on home), so that the
// other shows the same search. It lasts while a bar is on the page: the next page starts from its own defaults.

type Listener = (values: SearchForm, from: symbol) => void;

let current: SearchForm | null = null;
const listeners = new Set<Listener>();

/** The search a bar of this page holds, if any. */
export function currentDraft(): SearchForm | null {
  return current;
}

/** Tells the page's other bars what the bar `from` now holds. */
export function publishDraft(values: SearchForm, from: symbol): void {
  current = values;
  for (const listener of listeners) listener(values, from);
}

/** Follows the other bars' changes; the last bar to leave the page forgets the draft. */
export function subscribeDraft(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) current = null;
  };
}

/** The two searches are the same, field by field. */
export function sameSearch(a: Partial<SearchForm>, b: Partial<SearchForm>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SearchForm>;
  return [...keys].every((key) => String(a[key] ?? '') === String(b[key] ?? ''));
}
