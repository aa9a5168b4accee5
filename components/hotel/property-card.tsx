import { getTranslations } from 'next-intl/server';
import { nightsBetween } from '@/lib/dates';
import { amenityLabel } from '@/lib/format/amenity';
import { Link } from '@/components/ui/link';
import type { PropertyCard as Card } from '@/lib/data/properties';
import { formatNaira } from '@/lib/format/naira';
import { Picture } from '@/components/ui/picture';
import FavouriteButton from '@/components/favourites/favourite-button-part';
import { RatingBadge } from './rating-badge';
import { hotelPath } from '@/lib/slug';
import { PICTURE_WIDTHS } from '@/lib/media/sizes';

const SHOWN_AMENITIES = 3;

/** What the searched stay costs at the card's nightly price: '₦390,000 for 2 nights, 1 room'. */
function stayTotal(stay: URLSearchParams, nightly: number) {
  const [checkIn, checkOut] = [stay.get('checkIn'), stay.get('checkOut')];
  const rooms = Number(stay.get('room') ?? 1);
  if (!checkIn || !checkOut) return undefined;
  const nights = nightsBetween(checkIn, checkOut);
  return { total: formatNaira(nightly * nights * rooms), nights, rooms };
}

/** A property in a list: picture, name, place, rating, first amenities, price per night. */
export async function PropertyCard({
  property,
  priority = false,
  heart = false,
  liked,
  stay,
}: {
  property: Card;
  priority?: boolean;
  /** Shows the favourite heart. */
  heart?: boolean;
  /** Known where the page was rendered for one user; otherwise learnt in the browser (LikedProvider). */
  liked?: boolean;
  /** The searched stay (dates and party) as a query, carried to the hotel page. */
  stay?: URLSearchParams;
}) {
  const [t, ta] = await Promise.all([getTranslations('common.card'), getTranslations('amenities')]);
  const { pricing } = property;
  const extra = property.amenities.length - SHOWN_AMENITIES;
  const nightly = pricing.promoPrice ?? pricing.standardPrice;
  const total = stay && stayTotal(stay, nightly);
  return (
    <article className="card">
      <Picture
        src={property.featuredImage}
        alt=""
        widths={PICTURE_WIDTHS.card}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 80vw"
        width={400}
        height={300}
        priority={priority}
        className="card-picture"
      />
      {heart && <FavouriteButton hotelId={property._id} liked={liked} className="absolute end-3 top-3" />}
      <div className="card-body">
        <h3 className="card-title">
          <Link href={stay ? `${hotelPath(property.slug)}?${stay}` : hotelPath(property.slug)} className="card-link">
            {property.hotelName}
          </Link>
        </h3>
        <p className="card-muted">
          {property.location.city}, {property.location.state}
        </p>
        <RatingBadge rating={property.ratings} />
        <ul className="card-chips">
          {property.amenities.slice(0, SHOWN_AMENITIES).map((a) => (
            <li key={a} className="card-chip">
              {amenityLabel(ta, a)}
            </li>
          ))}
          {extra > 0 && <li className="card-more">{t('moreAmenities', { count: extra })}</li>}
        </ul>
        <div className="card-foot">
          {property.freeCancellation ? <p className="card-free">{t('freeCancellation')}</p> : <span />}
          <p className="text-end">
            {pricing.promoPrice !== null && (
              <span className="card-small line-through">
                <span className="sr-only">{t('was', { price: formatNaira(pricing.standardPrice) })}</span>
                <span aria-hidden="true">{formatNaira(pricing.standardPrice)}</span>
              </span>
            )}
            <span className="card-price">{formatNaira(nightly)}</span>
            <span className="card-small">{t('perNight')}</span>
          </p>
        </div>
        {total && <p className="card-small -mt-1 text-end">{t('stayTotal', total)}</p>}
      </div>
    </article>
  );
}
