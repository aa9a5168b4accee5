import { getTranslations } from 'next-intl/server';
import { amenityLabel } from '@/lib/format/amenity';
import type { PropertyDetails } from '@/lib/data/property-details';
import FavouriteButton from '@/components/favourites/favourite-button-part';
import { RatingBadge, RatingStars } from './rating-badge';

function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

/** HH:mm of a stored time, which may carry seconds. */
const hhmm = (time: string) => time.slice(0, 5);

const heading = 'text-xl font-bold';

/** Name, rating, place, amenities, cancellation terms, description and house rules of a property. */
export async function HotelOverview({ property }: { property: PropertyDetails }) {
  const [t, ta] = await Promise.all([getTranslations('hotel'), getTranslations('amenities')]);
  const paragraphs = property.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{property.hotelName}</h1>
          <FavouriteButton hotelId={property._id} className="relative shrink-0" />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingBadge rating={property.ratings} />
          <RatingStars rating={property.ratings} />
          <a href="#reviews" className="text-sm text-gray-600 underline-offset-2 hover:underline dark:text-gray-300">
            {t('reviewsCount', { count: property.reviewCount })}
          </a>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-gray-700 dark:text-gray-200">
          <span>
            {property.location.city}, {property.location.state}
          </span>
          {property.brand && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 dark:bg-night-800 dark:text-brand-300">
              <span className="sr-only">{t('brand')}: </span>
              {property.brand.name}
            </span>
          )}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          <span dir="auto">{property.location.address}</span>
        </p>
      </header>

      <section aria-labelledby="amenities-title">
        <h2 id="amenities-title" className={heading}>
          {t('amenities')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 text-sm md:grid-cols-3">
          {property.amenities.map((a) => (
            <li key={a} className="flex items-center gap-2">
              <CheckIcon className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
              {amenityLabel(ta, a)}
            </li>
          ))}
        </ul>
      </section>

      <p
        className={
          property.freeCancellation
            ? 'rounded-xl bg-emerald-50 p-4 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
            : 'rounded-xl bg-amber-50 p-4 text-sm font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-300'
        }
      >
        {property.freeCancellation ? t('freeCancellation') : t('nonRefundableOnly')}
      </p>

      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className={heading}>
          {t('overview')}
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed text-gray-700 dark:text-gray-200">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="policies-title">
        <h2 id="policies-title" className={heading}>
          {t('policies')}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <li className="rounded-xl border border-gray-200 p-3 dark:border-night-700">
            {t('checkInFrom', { time: hhmm(property.checkInTime) })}
          </li>
          <li className="rounded-xl border border-gray-200 p-3 dark:border-night-700">
            {t('checkOutUntil', { time: hhmm(property.checkOutTime) })}
          </li>
        </ul>
      </section>
    </div>
  );
}
