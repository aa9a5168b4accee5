/**
 * The hotel page is cached for every visitor, and the browser asks for its rooms and prices. A browser without
 * JavaScript sends the stay form as a plain GET carrying this field; proxy.ts then points the request at the page's
 * server-priced twin (`app/[locale]/hotel/stay/[slug]`), which renders the rooms of that stay into the HTML.
 */
export const SERVER_PRICED = { name: 'js', value: '0' } as const;

/** The folders under /hotel/ that are pages of their own, not hotel slugs. */
const HOTEL_SECTIONS = new Set([
  'booking-details',
  'cached-list',
  'categories',
  'confirmation',
  'liked',
  'modify',
  'result',
  'reviews',
  'settings',
  'stay',
  'top-destination',
]);

/** `/hotel/stay/{slug}` for `/hotel/{slug}?js=0…`, else null. `rest` is the path without its language. */
export function serverPricedHotelPath(rest: string, searchParams: URLSearchParams): string | null {
  if (searchParams.get(SERVER_PRICED.name) !== SERVER_PRICED.value) return null;
  const slug = /^\/hotel\/([^/]+)\/?$/.exec(rest)?.[1];
  if (!slug || HOTEL_SECTIONS.has(slug)) return null;
  return `/hotel/stay/${slug}`;
}
