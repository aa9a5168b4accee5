import { getTranslations } from 'next-intl/server';
import { getAvailability } from '@/lib/data/availability';
import type { PropertyDetails } from '@/lib/data/property-details';
import { todayInLagos } from '@/lib/dates';
import { env } from '@/lib/env';
import { keptToday } from '@/lib/kept-clock';
import { log } from '@/lib/log';
import { isBeyondHorizon } from '@/lib/validation/stay';
import AvailabilityClient from './availability-part';
import { resolveInitialStay, stayFromQuery } from './initial-stay';
import type { ReactNode } from 'react';
import { toRoomOffer, type RoomOffer } from './room-offer';

type SearchParams = Record<string, string | string[] | undefined>;

/** The availability section: the stay from the URL (or the defaults) is priced on the server, so it works without JavaScript. */
export async function AvailabilitySection({
  property,
  searchParams,
  roomList,
}: {
  property: PropertyDetails;
  /** The page's query; left out on the cached page, whose rooms are then priced in the browser. */
  searchParams?: SearchParams;
  /**
   * With the query, the room list (./room-option) that shows the rooms priced here. Only the page that prices them
   * names it, so the cached page's scripts do not carry its code.
   */
  roomList?: ReactNode;
}) {
  const t = await getTranslations('hotel');
  // The kept page's date; the page that prices a stay for its request reads the clock.
  const today = searchParams ? todayInLagos() : await keptToday();
  const query = searchParams ? stayFromQuery(searchParams) : null;
  const stay = resolveInitialStay({ query, stored: null, today });
  let rooms: RoomOffer[] | null | undefined = searchParams ? null : undefined;
  // A check-in beyond the booking horizon is not priced: the section says how far ahead one may be instead.
  if (searchParams && isBeyondHorizon(stay.checkIn, env.BOOKING_HORIZON_DAYS, today)) rooms = [];
  else if (searchParams)
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
        today={today}
        initialStay={stay}
        stayFromUrl={query !== null}
        initialRooms={rooms}
        roomList={roomList}
      />
    </section>
  );
}
