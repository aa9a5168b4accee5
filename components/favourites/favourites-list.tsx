import { getTranslations } from 'next-intl/server';
import { PropertyCard } from '@/components/hotel/property-card';
import { Link } from '@/components/ui/link';
import { listFavourites } from '@/lib/data/favourites';

/** A signed-in user's liked hotels; shared by the liked hotels page and the settings Favorites tab. */
export async function FavouritesList({ userId }: { userId: string }) {
  const [t, hotels] = await Promise.all([getTranslations('favourites'), listFavourites(userId)]);
  if (!hotels.length) {
    return (
      <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center dark:border-night-600">
        <p className="font-semibold">{t('empty')}</p>
        <Link
          href="/hotels"
          className="mt-4 inline-flex h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white"
        >
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hotels.map((h) => (
        <li key={h._id}>
          <PropertyCard property={h} heart liked />
        </li>
      ))}
    </ul>
  );
}
