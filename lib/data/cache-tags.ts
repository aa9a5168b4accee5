/** Cache tags of catalogue reads; revalidate them after the catalogue changes. Availability and prices are never cached. */
export const CACHE_TAGS = {
  catalogue: 'catalogue',
  /** The hotel page's catalogue facts (rating, review count, latest reviews): refreshed when a review arrives. */
  hotelPages: 'hotel-pages',
} as const;
