import { privateAnswers } from '@/lib/api/private';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { route, textsFor } from '@/lib/api/handler';
import { stayCalendar } from '@/lib/booking/calendar';
import { confirmationUrl } from '@/lib/data/booking-confirmation';
import { getBookingForViewer } from '@/lib/data/booking-view';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { formatClock } from '@/lib/services/notify/booking-confirmation';
import { requestLocale } from '@/i18n/request-locale';
import { formatAddress } from '@/lib/format/address';

/** The stay as an .ics file (check-in to check-out at the property, with the reference), for whoever may read it. */
export const GET = privateAnswers(
  route<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const booking = await getBookingForViewer(id, await bookingViewer(request, db), db);
    if (!booking) throw new AppError('bookingNotFound', 404);
    const t = textsFor(request);
    const locale = requestLocale(request);
    const { hotel } = booking;
    const body = stayCalendar({
      id: booking.id,
      reference: booking.reference,
      hotelName: hotel.name,
      location: formatAddress(hotel.address, hotel.city, hotel.state),
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      summary: `${t('notifications.calendar.summary', { hotel: hotel.name })} (${booking.reference})`,
      description: t('notifications.calendar.description', {
        reference: booking.reference,
        checkInTime: formatClock(hotel.checkInTime, locale),
        checkOutTime: formatClock(hotel.checkOutTime, locale),
      }),
      url: confirmationUrl(hotel.id, booking.id),
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="staynaija-${booking.reference}.ics"`,
      },
    });
  }),
);
