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
