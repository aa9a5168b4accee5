import { z } from 'zod';
import { guestDefaults } from '@/components/booking/booking-payload';
import { partyCount } from '@/components/hotel/initial-stay';
import { parseQuery, route } from '@/lib/api/handler';
import { parseSelectionQuery } from '@/lib/booking/selection-query';
import { getBookingPage, isBookingPageProperty } from '@/lib/data/booking-page';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';

const text = (max: number) => z.string().max(max).optional();

/**
 * The booking page's address as it arrived: each part is read as the page reads it (dates checked with the page's
 * messages, counts kept within the party's limits, unreadable room lines dropped), so only its length is refused here.
 */
const bookingPageQuery = z.object({
  checkIn: text(40),
  checkOut: text(40),
  adults: text(10),
  children: text(10),
  selection: text(2_000),
  bookingId: text(100),
});

/**
 * What the booking page shows of a stay, for whoever asks: the stay, the server's quote of the chosen rooms at the
 * asker's tier, what no longer fits, a pending booking of the asker's own (a return from the checkout), and the
 * details a signed-in guest's form starts with. Personal: never kept.
 */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const query = parseQuery(request, bookingPageQuery);
  if (!(await isBookingPageProperty(id))) throw new AppError('hotelNotFound', 404);
  const db = await getDb();
  const viewer = await bookingViewer(request, db);
  const page = await getBookingPage(
    {
      hotelId: id,
      stay: {
        checkIn: query.checkIn ?? null,
        checkOut: query.checkOut ?? null,
        adults: partyCount('adults', query.adults),
        children: partyCount('children', query.children),
      },
      selection: parseSelectionQuery(query.selection),
      tier: viewer.user?.membershipTier ?? 'Basic',
      bookingId: query.bookingId ?? null,
      viewer: query.bookingId ? viewer : undefined,
    },
    db,
  );
  if (!page) throw new AppError('hotelNotFound', 404);
  return { ...page, guest: guestDefaults(viewer.user), signedIn: viewer.user !== null };
});
