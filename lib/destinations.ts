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
