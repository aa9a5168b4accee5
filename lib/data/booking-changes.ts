import 'server-only';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { droppedNightsCharge, settlementOf } from '@/lib/booking/change-settlement';
import { occupancyProblem } from '@/lib/booking/occupancy';
import { quoteStay, type Quote } from '@/lib/booking/quote';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingRooms, bookings, properties, roomCategories } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import type { ModifyBookingInput } from '@/lib/validation/booking-change';
import { deliverQueuedMessages } from './booking-confirmation';
import { queueBookingChanged } from './booking-notices';
import { findOwnedBooking, type BookingRow, type BookingViewer } from './booking-access';
import { bookingState, recordBookingChange } from './booking-history';
import { netPaid, storeSettlement } from './booking-balance';
import { tierOf } from './bookings';
import { withRetry } from './db-helpers';
import { expireHolds, roomNeedsOf } from './holds';
import { assertWithinBookerShare } from './booker-share';
import { releaseRooms, reserveRooms } from './inventory';
import { withNightlyRates } from './nightly-rates';
import { checkInPassed } from './my-bookings';

/** What a change would cost: the new quote, the amount before, and the difference the guest pays (or gets back). */
export interface ModificationQuote {
  quote: Quote;
  previousAmount: number;
  newAmount: number;
  /** newAmount - previousAmount: positive is more to pay, negative is less. */
  difference: number;
  /** What was paid by card so far, net of refunds; 0 for Pay at the property. */
  amountPaid: number;
  /** What the change keeps of paid non-refundable nights it drops (the cancellation rule); owed on top of newAmount. */
  keptCharge: number;
  /** After the change, what is left to pay by card (the balance) or goes back to the card. */
  balanceDue: number;
  refundOwed: number;
  applied: boolean;
}

/** Where a card-paid booking stands if the change applies: the kept charge, then its balance or refund. */
async function settlementAfter(booking: BookingRow, quote: Quote, input: ModifyBookingInput, d: Database, now: Date) {
  const paid = await netPaid(booking.id, d);
  if (paid <= 0) return { amountPaid: 0, keptCharge: 0, changeCharge: 0, balanceDue: 0, refundOwed: 0 };
  const rooms = await d.select().from(bookingRooms).where(eq(bookingRooms.bookingId, booking.id));
  const keptCharge = droppedNightsCharge(
    { checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate, rooms },
    { checkInDate: input.checkInDate, checkOutDate: input.checkOutDate, rooms: quote.lines },
    now,
  );
  const changeCharge = booking.changeCharge + keptCharge;
  const settlement = settlementOf({ amountToBePaid: quote.amountToBePaid, changeCharge, netPaid: paid });
  return { amountPaid: paid, keptCharge, changeCharge, ...settlement };
}

/** Whether a change asks for another party or other rooms; a change of dates or lead guest alone keeps both. */
async function changesPartyOrRooms(booking: BookingRow, input: ModifyBookingInput, d: Database) {
  if (booking.adults !== input.guests.adults || booking.children !== input.guests.children) return true;
  const held = (await roomNeedsOf([booking.id], d)).get(booking.id) ?? [];
  const key = (rooms: { id: string; n: number }[]) =>
    rooms
      .map((r) => `${r.id}:${r.n}`)
      .sort()
      .join(',');
  return (
    key(held.map((r) => ({ id: r.roomCategoryId, n: r.numberOfRooms }))) !==
    key(input.rooms.map((r) => ({ id: r.room, n: r.numberOfRooms })))
  );
}

function assertChangeable(booking: BookingRow, now: Date) {
  if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') {
    throw new AppError('bookingClosed', 409);
  }
  if (checkInPassed(booking.checkInDate, now)) throw new AppError('bookingStarted', 409);
}

/**
 * The server's price of the asked rooms at this property for the account's tier; unknown rooms are a 400, and so is
 * a new party or new rooms that cannot house the party.
 */
async function priceChange(booking: BookingRow, input: ModifyBookingInput, d: Database): Promise<Quote> {
  const ids = input.rooms.map((r) => r.room);
  const rates = await d
    .select()
    .from(roomCategories)
    .where(
      and(
        eq(roomCategories.propertyId, booking.propertyId),
        inArray(roomCategories.id, ids),
        // A room type taken off sale is offered to nobody, but a booking may keep the one it holds.
        or(
          eq(roomCategories.isActive, true),
          inArray(
            roomCategories.id,
            d
              .select({ id: bookingRooms.roomCategoryId })
              .from(bookingRooms)
              .where(eq(bookingRooms.bookingId, booking.id)),
          ),
        ),
      ),
    );
  const byId = new Map(rates.map((r) => [r.id, r]));
  const fieldErrors: Record<string, FieldError[]> = {};
  input.rooms.forEach((r, i) => {
    if (!byId.has(r.room)) fieldErrors[`rooms.${i}.room`] = [{ key: 'roomUnknown' }];
  });
  if (Object.keys(fieldErrors).length) throw new AppError('invalidRequest', 400, { fieldErrors });
  const rooms = input.rooms.map((r) => ({ ...byId.get(r.room)!, numberOfRooms: r.numberOfRooms }));
  if (await changesPartyOrRooms(booking, input, d)) {
    const problem = occupancyProblem(rooms, input.guests, 0);
    if (problem) {
      throw new AppError('invalidRequest', 400, {
        fieldErrors: { [problem.field]: [{ key: problem.key, values: problem.values }] },
      });
    }
  }
  const priced = await withNightlyRates(rooms, { checkIn: input.checkInDate, checkOut: input.checkOutDate }, d);
  return quoteStay(priced, nightsBetween(input.checkInDate, input.checkOutDate), await tierOf(booking.userId, d));
}

/**
 * Quotes a change of dates, rooms, party or lead guest for the booking's owner and, with `confirm`, applies it: in one
 * transaction the booking's row is locked, its old nights released and the new ones reserved, and the guest's notice
 * (e-mail, and SMS to the booking's phone) queued, so a full night rolls everything back and the guest keeps the stay
 * they had. A booking whose check-in has passed cannot be changed.
 */
export async function modifyBooking(
  args: { bookingId: string; viewer: BookingViewer; input: ModifyBookingInput; now?: Date },
  db?: Database,
): Promise<ModificationQuote> {
  const d = db ?? (await getDb());
  const { input, now = new Date() } = args;
  await expireHolds({ now }, d);
  const owned = await findOwnedBooking(args.bookingId, args.viewer, d);
  assertChangeable(owned, now);
  const quote = await priceChange(owned, input, d);
  const summary = (
    applied: boolean,
    { changeCharge, ...settlement }: Awaited<ReturnType<typeof settlementAfter>>,
  ): ModificationQuote => ({
    quote,
    previousAmount: owned.amountToBePaid,
    newAmount: quote.amountToBePaid,
    difference: quote.amountToBePaid - owned.amountToBePaid,
    ...settlement,
    applied,
  });
  if (!input.confirm) return summary(false, await settlementAfter(owned, quote, input, d, now));
  if (input.expectedAmount !== undefined && input.expectedAmount !== quote.amountToBePaid) {
    throw new AppError('priceChanged', 409);
  }
  const needs = quote.lines
    .map((l) => ({ roomCategoryId: l.roomCategoryId, numberOfRooms: l.numberOfRooms }))
    .sort((a, b) => a.roomCategoryId.localeCompare(b.roomCategoryId));

  const applied = await withRetry(() =>
    d.transaction(async (tx) => {
      // The row lock orders this change after any payment, expiry or other change of the same booking.
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, owned.id)).for('update');
      if (!booking) throw new AppError('bookingNotFound', 404);
      assertChangeable(booking, now);
      // Read before the room lines are replaced: the nights the change drops are priced as they were booked.
      const settlement = await settlementAfter(booking, quote, input, tx, now);
      const before = await bookingState(booking, tx);
      const held = (await roomNeedsOf([booking.id], tx)).get(booking.id) ?? [];
      await releaseRooms(held, booking.checkInDate, booking.checkOutDate, tx);
      if (!(await reserveRooms(needs, input.checkInDate, input.checkOutDate, tx))) {
        throw new AppError('roomsUnavailable', 409);
      }
      await assertWithinBookerShare(
        {
          propertyId: booking.propertyId,
          booker: {
            userId: booking.userId,
            browserTokenHash: booking.browserTokenHash,
            email: booking.guestEmail,
            phone: booking.guestPhone,
          },
          needs,
          checkIn: input.checkInDate,
          checkOut: input.checkOutDate,
          excludeBookingId: booking.id,
          now,
        },
        tx,
      );
      await tx
        .update(bookings)
        .set({
          checkInDate: input.checkInDate,
          checkOutDate: input.checkOutDate,
          adults: input.guests.adults,
          children: input.guests.children,
          numberOfRooms: quote.numberOfRooms,
          totalPrice: quote.totalPrice,
          discountedPrice: quote.discountedPrice,
          amountToBePaid: quote.amountToBePaid,
          changeCharge: settlement.changeCharge,
          guestFirstName: input.guest.firstName,
          guestLastName: input.guest.lastName,
          guestEmail: input.guest.email,
          guestPhone: input.guest.phoneNumber,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
      await tx.delete(bookingRooms).where(eq(bookingRooms.bookingId, booking.id));
      await tx.insert(bookingRooms).values(quote.lines.map((l) => ({ ...l, bookingId: booking.id })));
      const { balanceDue, refundOwed } = await storeSettlement(
        { id: booking.id, amountToBePaid: quote.amountToBePaid, changeCharge: settlement.changeCharge },
        tx,
        now,
      );
      await queueBookingChanged(
        booking.id,
        {
          previousCheckInDate: booking.checkInDate,
          previousCheckOutDate: booking.checkOutDate,
          previousAmount: booking.amountToBePaid,
          newAmount: quote.amountToBePaid,
          keptCharge: settlement.keptCharge,
          balanceDue,
          refundOwed,
        },
        tx,
      );
      const [changed] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      if (changed) {
        const after = await bookingState(changed, tx);
        await recordBookingChange(
          { bookingId: booking.id, kind: 'changed', byUserId: args.viewer.userId, before, after, now },
          tx,
        );
      }
      return { ...settlement, balanceDue, refundOwed };
    }),
  );
  deliverQueuedMessages(d);
  return summary(true, applied);
}

/** What the modify page needs of the owner's booking: current choices and the property's room types. */
export interface ModifiableBooking {
  id: string;
  reference: string;
  hotel: { id: string; name: string };
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  guest: { firstName: string; lastName: string; email: string; phoneNumber: string };
  rooms: Record<string, number>;
  categories: { id: string; name: string; totalRooms: number; standardPrice: number; maxAdults: number }[];
  amountToBePaid: number;
  /** Null when it can be changed, else why not. */
  blocked: 'bookingClosed' | 'bookingStarted' | null;
}

/**
 * The booking for a page that changes it, when the viewer may (its signed-in owner, or a browser a code granted it);
 * null for anyone else's, as for one that does not exist.
 */
export async function getModifiableBooking(
  bookingId: string,
  viewer: BookingViewer,
  db?: Database,
): Promise<ModifiableBooking | null> {
  const d = db ?? (await getDb());
  let booking: BookingRow;
  try {
    booking = await findOwnedBooking(bookingId, viewer, d);
  } catch {
    return null;
  }
  const [hotel] = await d
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  const lines = await d.select().from(bookingRooms).where(eq(bookingRooms.bookingId, booking.id));
  const categories = await d
    .select({
      id: roomCategories.id,
      name: roomCategories.name,
      totalRooms: roomCategories.totalRooms,
      standardPrice: roomCategories.standardPrice,
      maxAdults: roomCategories.maxAdults,
    })
    .from(roomCategories)
    .where(
      and(
        eq(roomCategories.propertyId, booking.propertyId),
        or(
          eq(roomCategories.isActive, true),
          inArray(
            roomCategories.id,
            lines.map((l) => l.roomCategoryId),
          ),
        ),
      ),
    )
    .orderBy(asc(roomCategories.sortOrder));
  const active = booking.status === 'pending_payment' || booking.status === 'confirmed';
  return {
    id: booking.id,
    reference: booking.reference,
    hotel: hotel!,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    adults: booking.adults,
    children: booking.children,
    guest: {
      firstName: booking.guestFirstName,
      lastName: booking.guestLastName,
      email: booking.guestEmail,
      phoneNumber: booking.guestPhone,
    },
    rooms: Object.fromEntries(lines.map((l) => [l.roomCategoryId, l.numberOfRooms])),
    categories,
    amountToBePaid: booking.amountToBePaid,
    blocked: !active ? 'bookingClosed' : checkInPassed(booking.checkInDate) ? 'bookingStarted' : null,
  };
}
