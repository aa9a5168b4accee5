import type { BookedNight } from '@/lib/db/schema';

/** True when a room line's nights do not all cost the same (standard or discounted price). */
export function nightsDiffer(prices: readonly BookedNight[] | null | undefined): boolean {
  const first = prices?.[0];
  return !!first && prices.some((p) => p.price !== first.price || p.discountedPrice !== first.discountedPrice);
}

/**
 * The nights a guest is shown for a room line, in date order, each with what one room costs that night after its
 * discount; none when every night costs the same (a uniform stay shows no nightly lines).
 */
export function nightlyLines(prices: readonly BookedNight[] | null | undefined): { night: string; amount: number }[] {
  if (!nightsDiffer(prices)) return [];
  return [...prices!]
    .sort((a, b) => a.night.localeCompare(b.night))
    .map((p) => ({ night: p.night, amount: p.discountedPrice }));
}
