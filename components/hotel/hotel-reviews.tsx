import { getLocale, getTranslations } from 'next-intl/server';
import type { PropertyDetails } from '@/lib/data/property-details';
import { TIME_ZONE } from '@/lib/dates';
import { formatRating } from '@/lib/format/rating';

const SUB_SCORES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;

/** Average sub-scores as bars, then the latest reviews. */
export async function HotelReviews({
  property,
}: {
  property: Pick<PropertyDetails, 'reviews' | 'subScores' | 'reviewCount'>;
}) {
  const [t, locale] = await Promise.all([getTranslations('hotel'), getLocale()]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
  const { reviews, subScores } = property;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-28 py-6">
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t('reviews')}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {t('reviewsCount', { count: property.reviewCount })}
      </p>
      {subScores && (
        <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {SUB_SCORES.map((key) => (
            // Only dt and dd inside each group of the list: the bar belongs to the score it draws.
            <div key={key} className="text-sm">
              <dt className="float-start">{t(`subScores.${key}`)}</dt>
              <dd className="text-end font-semibold">
                <span dir="ltr">{subScores[key].toFixed(1)}</span>
                <div
                  aria-hidden="true"
                  className="clear-both mt-1 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-night-700"
                >
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${Math.min(100, Math.max(0, subScores[key] * 10))}%` }}
                  />
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {reviews.length === 0 ? (
        <p className="mt-4 rounded-xl bg-gray-100 p-4 text-sm dark:bg-night-900">{t('noReviews')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li key={review._id}>
              <article className="rounded-2xl border border-gray-200 p-4 dark:border-night-700">
                <div className="flex items-start justify-between gap-3">
                  <p className="text-sm">
                    <span className="block font-semibold">{review.authorName}</span>
                    <time dateTime={review.createdAt} className="text-gray-600 dark:text-gray-300">
                      {date.format(new Date(review.createdAt))}
                    </time>
                  </p>
                  <span
                    dir="ltr"
                    className="shrink-0 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
                  >
                    {formatRating(review.overall)}
                  </span>
                </div>
                {review.title && <h3 className="mt-3 font-bold">{review.title}</h3>}
                <p className="mt-1 text-sm text-gray-700 dark:text-gray-200">{review.comment}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
