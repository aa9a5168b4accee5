/** Message keys of the rating labels, under common.rating. */
export type RatingLabelKey = 'exceptional' | 'great' | 'good' | 'fair' | 'basic' | 'none';

/** The spec's label table: 9+ exceptional, 8+ great, 7+ good, 6+ fair, above 0 basic, otherwise no reviews. */
export function ratingLabelKey(rating: number | null | undefined): RatingLabelKey {
  const r = Number(rating ?? 0);
  if (!Number.isFinite(r) || r <= 0) return 'none';
  if (r >= 9) return 'exceptional';
  if (r >= 8) return 'great';
  if (r >= 7) return 'good';
  if (r >= 6) return 'fair';
  return 'basic';
}

/** The rating to one decimal followed by '/ 10', e.g. '8.4 / 10'. */
export function formatRating(rating: number | null | undefined): string {
  const r = Math.min(10, Math.max(0, Number(rating ?? 0) || 0));
  return `${r.toFixed(1)} / 10`;
}

export interface Stars {
  full: number;
  half: boolean;
  empty: number;
}

/** Stars out of 5: rating / 2, capped at 5, with half stars. */
export function ratingStars(rating: number | null | undefined): Stars {
  const value = Math.min(5, Math.max(0, (Number(rating ?? 0) || 0) / 2));
  const rounded = Math.round(value * 2) / 2;
  const full = Math.floor(rounded);
  const half = rounded - full === 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
