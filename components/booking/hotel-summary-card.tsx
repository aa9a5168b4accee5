import { getTranslations } from 'next-intl/server';
import type { BookingPageHotel } from '@/lib/data/booking-page';
import { RatingBadge } from '@/components/hotel/rating-badge';
import { card } from './styles';
import { formatAddress } from '@/lib/format/address';
import { amenityLabel } from '@/lib/format/amenity';

/** How many amenities the card lists before '+N more'. */
const AMENITIES_SHOWN = 2;

/** Property name, address, rating out of 10, review count and the first two amenities; or the spec's error text. */
export async function HotelSummaryCard({ hotel }: { hotel: BookingPageHotel | null }) {
  const [t, tc, ta] = await Promise.all([
    getTranslations('booking.page.hotelCard'),
    getTranslations('common.card'),
    getTranslations('amenities'),
  ]);
  if (!hotel) {
    return (
      <section className={card}>
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t('failed')}
        </p>
      </section>
    );
  }
  const shown = hotel.amenities.slice(0, AMENITIES_SHOWN);
  const more = hotel.amenities.length - shown.length;
  return (
    <section className={card} aria-labelledby="hotel-summary-name">
      <h2 id="hotel-summary-name" className="text-xl font-extrabold tracking-tight">
        {hotel.name}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        <span dir="auto">{formatAddress(hotel.address, hotel.city, hotel.state)}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingBadge rating={hotel.rating} />
        <span className="text-sm text-gray-600 dark:text-gray-300">{tc('reviews', { count: hotel.reviewCount })}</span>
      </div>
      {shown.length > 0 && (
        <ul aria-label={t('amenities')} className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
          {shown.map((a) => (
            <li
              key={a}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-night-800 dark:text-brand-200"
            >
              {amenityLabel(ta, a)}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-700 dark:bg-night-800 dark:text-gray-300">
              {tc('moreAmenities', { count: more })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
