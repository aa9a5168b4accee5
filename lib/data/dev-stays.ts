import 'server-only';
import { and, eq } from 'drizzle-orm';
import { quoteStay } from '@/lib/booking/quote';
import { newReference } from '@/lib/booking/reference';
import { addDays, todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, roomCategories, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { reserveRooms } from './inventory';

/**
 * Development only (with the dev outbox): a confirmed one-night stay of the account that checked out `daysAgo` days
 * ago, its night counted in the inventory like any other, so reviews and the reminder can be tried without waiting.
 */
export async function createPastStay(
  args: { userId: string; hotelId: string; roomId: string; daysAgo: number },
  db?: Database,
): Promise<{ bookingId: string }> {
  const d = db ?? (await getDb());
  const [room] = await d
    .select()
    .from(roomCategories)
    .where(and(eq(roomCategories.id, args.roomId), eq(roomCategories.propertyId, args.hotelId)))
    .limit(1);
  const [user] = await d.select().from(users).where(eq(users.id, args.userId)).limit(1);
  if (!room || !user) throw new AppError('notFound', 404);
  const checkOutDate = addDays(todayInLagos(), -args.daysAgo);
  const checkInDate = addDays(checkOutDate, -1);
  const quote = quoteStay([{ ...room, numberOfRooms: 1 }], 1, user.membershipTier);
  const [first = 'Guest', ...rest] = user.fullName.split(/\s+/);
  return d.transaction(async (tx) => {
    if (!(await reserveRooms([{ roomCategoryId: room.id, numberOfRooms: 1 }], checkInDate, checkOutDate, tx))) {
      throw new AppError('roomsUnavailable', 409);
    }
    const [created] = await tx
      .insert(bookings)
      .values({
        reference: newReference(),
        userId: user.id,
        propertyId: args.hotelId,
        checkInDate,
        checkOutDate,
        adults: 1,
        numberOfRooms: 1,
        status: 'confirmed',
        paymentMethod: 'Cash',
        totalPrice: quote.totalPrice,
        discountedPrice: quote.discountedPrice,
        amountToBePaid: quote.amountToBePaid,
        guestFirstName: first,
        guestLastName: rest.join(' '),
        guestEmail: user.email,
        guestPhone: user.phoneNumber ?? '',
        confirmedAt: new Date(),
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingRooms).values(quote.lines.map((l) => ({ ...l, bookingId: created!.id })));
    return { bookingId: created!.id };
  });
}
