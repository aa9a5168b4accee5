import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { formatRating, ratingLabelKey, ratingStars } from '@/lib/format/rating';

/** Half-star row for a rating out of 10. */
export async function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const t = await getTranslations('common.rating');
  const { full, half } = ratingStars(rating);
  return (
    <span
      className={cn('inline-flex text-accent-500', className)}
      role="img"
      aria-label={t('stars', { value: rating / 2 })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className="size-4 rtl:-scale-x-100">
          <defs>
            <linearGradient id={`half-${i}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="#d1d5db" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.8L10 1.5z"
            fill={i < full ? 'currentColor' : i === full && half ? `url(#half-${i})` : '#d1d5db'}
          />
        </svg>
      ))}
    </span>
  );
}

/** '8.4 / 10' with its label, e.g. 'Great facilities!'. */
export async function RatingBadge({ rating, className }: { rating: number; className?: string }) {
  const t = await getTranslations('common.rating');
  return (
    <span className={cn('rating-badge', className)}>
      <span dir="ltr" className="rating-score">
        {formatRating(rating)}
      </span>
      <span className="font-semibold">{t(ratingLabelKey(rating))}</span>
    </span>
  );
}
