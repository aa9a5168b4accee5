/** The footer's top cities: the value carried by ?state= and the name shown. */
export const TOP_CITIES = [
  { state: 'lekki', name: 'Lekki' },
  { state: 'Lagos', name: 'Lagos' },
  { state: 'Ikeja', name: 'Ikeja' },
  { state: 'Abuja', name: 'Abuja' },
  { state: 'Victoria Island', name: 'Victoria Island' },
  { state: 'Ikoyi', name: 'Ikoyi' },
  { state: 'Edo', name: 'Edo' },
  { state: 'Rivers', name: 'Rivers' },
  { state: 'Ibadan', name: 'Ibadan' },
] as const;

/** Link to the results for a top destination. */
export function topDestinationHref(state: string): string {
  return `/hotel/top-destination?${new URLSearchParams({ state })}`;
}

/**
 * Places that the catalogue stores as a property's city but that are parts of a larger city: they are offered as
 * areas of it. Every other city of the catalogue is a city of its own.
 */
const AREAS: Record<string, string> = {
  lekki: 'Lagos',
  ikeja: 'Lagos',
  ikoyi: 'Lagos',
  'victoria island': 'Lagos',
  'lagos island': 'Lagos',
  surulere: 'Lagos',
  yaba: 'Lagos',
};

/** The city an area belongs to, or undefined when the place is a city itself. */
export function areaOf(city: string): string | undefined {
  const key = city.trim().toLowerCase();
  return Object.hasOwn(AREAS, key) ? AREAS[key] : undefined;
}

/** What a destination suggestion names: a city, an area of a city, a state, or one property. */
export type SuggestionKind = 'city' | 'area' | 'state' | 'property';

/** One answer of GET /api/destinations/suggest. */
export interface DestinationSuggestion {
  kind: SuggestionKind;
  /** The name as the catalogue stores it; it is what the search bar's destination becomes. */
  name: string;
  /** Where it is: the city of an area, the state of a city, the city and state of a property; empty for a state. */
  context: string;
  /** Published properties it holds (1 for a property). */
  count: number;
}
