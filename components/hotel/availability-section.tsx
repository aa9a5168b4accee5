import { getLocale, getTranslations } from 'next-intl/server';
import { getAvailability } from '@/lib/data/availability';
import type { PropertyDetails } from '@/lib/data/properties';
import { todayInLagos } from '@/lib/dates';
import { log } from '@/lib/log';
import { AvailabilityClient, type AvailabilityTexts } from './availability-client';
import { resolveInitialStay, stayFromQuery, type PartyField } from './initial-stay';
import { toRoomOffer, type RoomOffer } from './room-option';
import { pluralTexts } from './texts';

type SearchParams = Record<string, string | string[] | undefined>;

async function availabilityTexts(locale: string): Promise<AvailabilityTexts> {
  const [t, ts, tm, tc] = await Promise.all([
    getTranslations('hotel'),
    getTranslations('search'),
    getTranslations('common.membership'),
    getTranslations('common.card'),
  ]);
  const counter = (key: PartyField) => {
    const label = ts(key);
    return { label, decrease: ts('decrease', { label }), increase: ts('increase', { label }) };
  };
  return {
    checkIn: ts('checkIn'),
    checkOut: ts('checkOut'),
    update: t('changeSearch'),
    counters: { adults: counter('adults'), children: counter('children'), rooms: counter('rooms') },
    loading: t('loadingRooms'),
    fetchFailed: t('fetchFailed'),
    allSoldOut: t('soldOut'),
    sleeps: t('sleeps', { adults: '{adults}' }),
    bed: t('bed', { bed: '{bed}' }),
    roomSize: t('roomSize', { size: '{size}' }),
    perNight: t('perNight'),
    refundable: t('refundable'),
    nonRefundable: t('nonRefundable'),
    selectRooms: t('selectRooms'),
    was: tc('was', { price: '{price}' }),
    totalForStay: t('totalForStay', { nights: '{nights}' }),
    roomsLeft: pluralTexts((count) => t('roomsLeft', { count }), locale),
    nights: pluralTexts((count) => ts('nights', { count }), locale),
    selection: pluralTexts((rooms) => t('selection', { rooms, nights: '{nights}' }), locale),
    discounts: {
      'loyalty-silver': t('discount.loyalty', { tier: tm('Silver') }),
      'loyalty-gold': t('discount.loyalty', { tier: tm('Gold') }),
      nonRefundable: t('discount.nonRefundable'),
      other: t('discount.other'),
    },
    reserve: t('reserve'),
  };
}

/** The availability section: the stay from the URL (or the defaults) is priced on the server, so it works without JavaScript. */
export async function AvailabilitySection({
  property,
  searchParams,
}: {
  property: PropertyDetails;
  searchParams: SearchParams;
}) {
  const [t, locale] = await Promise.all([getTranslations('hotel'), getLocale()]);
  const texts = availabilityTexts(locale);
  const today = todayInLagos();
  const query = stayFromQuery(searchParams);
  const stay = resolveInitialStay({ query, stored: null, today });
  let rooms: RoomOffer[] | null = null;
  try {
    const available = await getAvailability(property._id, {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
    });
    rooms = available.map(toRoomOffer);
  } catch (err) {
    log.warn('hotel page availability unavailable', { propertyId: property._id, err });
  }
  return (
    <section id="availability" aria-labelledby="availability-title" className="scroll-mt-28 py-6">
      <h2 id="availability-title" className="mb-4 text-2xl font-bold">
        {t('availability')}
      </h2>
      <AvailabilityClient
        property={{
          id: property._id,
          slug: property.slug,
          name: property.hotelName,
          city: property.location.city,
          checkInTime: property.checkInTime,
          checkOutTime: property.checkOutTime,
        }}
        locale={locale}
        today={today}
        initialStay={stay}
        stayFromUrl={query !== null}
        initialRooms={rooms}
        texts={await texts}
      />
    </section>
  );
}
