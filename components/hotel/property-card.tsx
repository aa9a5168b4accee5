import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { PropertyCard as Card } from '@/lib/data/properties';
import { formatNaira } from '@/lib/format/naira';
import { Picture } from '@/components/ui/picture';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import type { PartIntl } from '@/i18n/part-intl';
import { RatingBadge } from './rating-badge';
import { hotelPath } from '@/lib/slug';

const SHOWN_AMENITIES = 3;

/** A property in a list: picture, name, place, rating, first amenities, price per night. */
export interface CardFavourite {
  /** Known where the page was rendered for one user; otherwise learnt in the browser (LikedProvider). */
  liked?: boolean | null;
  /** The heart's language and messages (favouriteIntl()). */
  intl: PartIntl;
}

export async function PropertyCard({
  property,
  priority = false,
  favourite,
}: {
  property: Card;
  priority?: boolean;
  favourite?: CardFavourite;
}) {
  const t = await getTranslations('common.card');
  const { pricing } = property;
  const extra = property.amenities.length - SHOWN_AMENITIES;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md dark:border-night-700 dark:bg-night-900">
      <Picture
        src={property.featuredImage}
        alt=""
        widths={[320, 480, 640]}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 80vw"
        width={400}
        height={300}
        priority={priority}
        className="aspect-[4/3] w-full bg-gray-100 object-cover dark:bg-night-800"
      />
      {favourite && (
        <FavouriteButton
          hotelId={property._id}
          liked={favourite.liked}
          intl={favourite.intl}
          className="absolute end-3 top-3"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-bold leading-snug">
          <Link href={hotelPath(property.slug)} className="after:absolute after:inset-0">
            {property.hotelName}
          </Link>
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {property.location.city}, {property.location.state}
        </p>
        <RatingBadge rating={property.ratings} />
        <ul className="flex flex-wrap gap-1.5 text-xs text-gray-600 dark:text-gray-300">
          {property.amenities.slice(0, SHOWN_AMENITIES).map((a) => (
            <li key={a} className="rounded-full bg-gray-100 px-2 py-0.5 dark:bg-night-800">
              {a}
            </li>
          ))}
          {extra > 0 && <li className="px-1 py-0.5 font-medium">{t('moreAmenities', { count: extra })}</li>}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          {property.freeCancellation ? (
            <p className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{t('freeCancellation')}</p>
          ) : (
            <span />
          )}
          <p className="text-end">
            {pricing.promoPrice !== null && (
              <span className="block text-xs text-gray-500 line-through dark:text-gray-400">
                <span className="sr-only">{t('was', { price: formatNaira(pricing.standardPrice) })}</span>
                <span aria-hidden="true">{formatNaira(pricing.standardPrice)}</span>
              </span>
            )}
            <span className="text-lg font-extrabold text-gray-900 dark:text-white">
              {formatNaira(pricing.promoPrice ?? pricing.standardPrice)}
            </span>
            <span className="block text-xs text-gray-500 dark:text-gray-400">{t('perNight')}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
