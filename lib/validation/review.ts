import { z } from './zod';

/** Limits of a review's texts and scores. */
export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  textMin: 20,
  textMax: 2_000,
  scoreMin: 1,
  scoreMax: 10,
} as const;
/** The six sub-scores of a review (docs/architecture.md). */
export const SUB_SCORES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;
export type SubScore = (typeof SUB_SCORES)[number];

const score = z
  .number({ error: 'reviewScoreRange' })
  .int({ error: 'reviewScoreRange' })
  .min(REVIEW_LIMITS.scoreMin, { error: 'reviewScoreRange' })
  .max(REVIEW_LIMITS.scoreMax, { error: 'reviewScoreRange' });

/** The review form and POST /api/reviews/{hotelId}/{bookingId}. */
export const reviewBody = z.object({
  overall: score,
  cleanliness: score,
  comfort: score,
  location: score,
  facilities: score,
  staff: score,
  value: score,
  title: z
    .string({ error: 'reviewTitleLength' })
    .trim()
    .min(REVIEW_LIMITS.titleMin, { error: 'reviewTitleLength' })
    .max(REVIEW_LIMITS.titleMax, { error: 'reviewTitleLength' }),
  comment: z
    .string({ error: 'reviewTextLength' })
    .trim()
    .min(REVIEW_LIMITS.textMin, { error: 'reviewTextLength' })
    .max(REVIEW_LIMITS.textMax, { error: 'reviewTextLength' }),
});
export type ReviewValues = z.input<typeof reviewBody>;
