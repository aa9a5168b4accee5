import { getLocale, getTranslations } from 'next-intl/server';
import type { BookingView } from '@/lib/data/booking-view';
import { formatAddress } from '@/lib/format/address';
import { mapsSearchUrl, whatsAppShareUrl } from '@/lib/share/links';
import { buttonVariants } from '@/components/ui/button';
import { ShareBookingButton } from './share-booking-button';
import { dateText } from './stay-format';

/**
 * "Share" (the hotel, the dates and the reference: nobody's name, e-mail or price) and "Directions" (a map search for
 * the property's address), both handed to other apps.
 */
export async function BookingShareLinks({ booking }: { booking: BookingView }) {
  const [t, tn, locale] = await Promise.all([
    getTranslations('booking.confirmation'),
    getTranslations('common.nav'),
    getLocale(),
  ]);
  const { hotel } = booking;
  const text = t('shareText', {
    hotel: hotel.name,
    checkIn: dateText(booking.checkInDate, locale),
    checkOut: dateText(booking.checkOutDate, locale),
    reference: booking.reference,
  });
  const address = formatAddress(hotel.address, hotel.city, hotel.state);
  return (
    <>
      <ShareBookingButton title={hotel.name} text={text} fallbackHref={whatsAppShareUrl(text)}>
        {t('share')}
      </ShareBookingButton>
      {address && (
        <a
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
          data-testid="booking-directions"
        >
          {t('directions')}
          <span className="sr-only"> {tn('opensNewTab')}</span>
        </a>
      )}
    </>
  );
}
