/** Cache tags of catalogue reads; revalidate them after the catalogue changes. Availability and prices are never cached. */
export const CACHE_TAGS = {
  catalogue: 'catalogue',
} as const;
