import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/config';
import { occupancyProblem } from '@/lib/booking/occupancy';
import { HOLD_MINUTES } from '@/lib/booking/options';
import { quoteStay, type Quote } from '@/lib/booking/quote';
import { newReference } from '@/lib/booking/reference';
import { nightsBetween } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookingGuests, bookingRooms, bookings, properties, roomCategories } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/errors';
import type { MembershipTier } from '@/lib/pricing';
import type { BookingRequest } from '@/lib/validation/booking';
import { assertWithinBookerShare } from './booker-share';
import { isUuid, withRetry } from './db-helpers';
import { expireHolds } from './holds';
import { reserveRooms } from './inventory';
import { withNightlyRates } from './nightly-rates';
import { refreshMembershipTier } from './loyalty';

export interface NewBookingOwner {
  /** The signed-in guest; null for a visitor. */
  userId: string | null;
  /** SHA-256 of the visitor's browser cookie; ignored for a signed-in guest, whose account owns the booking. */
  browserTokenHash: string | null;
}

export interface CreatedBooking {
  id: string;
  reference: string;
  propertyId: string;
  status: 'pending_payment';
  holdExpiresAt: Date;
  quote: Quote;
}

const REFERENCE_TRIES = 5;

async function findProperty(idOrSlug: string, d: Database) {
  const key = isUuid(idOrSlug) ? eq(properties.id, idOrSlug) : eq(properties.slug, idOrSlug.toLowerCase());
  const [property] =
    idOrSlug.length <= 200
      ? await d
          .select({ id: properties.id })
          .from(properties)
          .where(and(key, eq(properties.isPublished, true)))
          .limit(1)
      : [];
  if (!property) throw new AppError('hotelNotFound', 404);
  return property;
}

/** The guest's tier for pricing: earned by completed stays (Silver after 3, Gold after 10); visitors are Basic. */
export async function tierOf(userId: string | null, db?: Database): Promise<MembershipTier> {
  if (!userId) return 'Basic';
  return (await refreshMembershipTier(userId, db)).tier;
}

/**
 * The server's own price for the requested rooms; a room the property does not offer is a 400 on its line, and a
 * party (with its extra guests) the rooms cannot house is a 400 on the guests.
 */
async function priceRequest(propertyId: string, request: BookingRequest, tier: MembershipTier, d: Database) {
  const ids = request.rooms.map((r) => r.room);
  const rates = await d
    .select()
    .from(roomCategories)
    .where(
      and(
        eq(roomCategories.propertyId, propertyId),
        inArray(roomCategories.id, ids),
        eq(roomCategories.isActive, true),
      ),
    );
  const byId = new Map(rates.map((r) => [r.id, r]));
  const fieldErrors: Record<string, FieldError[]> = {};
  request.rooms.forEach((r, i) => {
    if (!byId.has(r.room)) fieldErrors[`rooms.${i}.room`] = [{ key: 'roomUnknown' }];
  });
  if (Object.keys(fieldErrors).length) throw new AppError('invalidRequest', 400, { fieldErrors });
  const rooms = request.rooms.map((r) => ({ ...byId.get(r.room)!, numberOfRooms: r.numberOfRooms }));
  const problem = occupancyProblem(rooms, request.guests, request.guestDetails.length);
  if (problem) {
    throw new AppError('invalidRequest', 400, {
      fieldErrors: { [problem.field]: [{ key: problem.key, values: problem.values }] },
    });
  }
  const priced = await withNightlyRates(rooms, { checkIn: request.checkInDate, checkOut: request.checkOutDate }, d);
  return quoteStay(priced, nightsBetween(request.checkInDate, request.checkOutDate), tier);
}

function splitName(fullName: string) {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/**
 * Creates a booking that holds its rooms for 30 minutes until the guest picks how to pay. Prices come from the
 * property's rates and the guest's tier, never from the request. Every night of every room is reserved in the same
 * transaction as the booking, so a full night means a 409 and nothing stored; so does a stay that would give the
 * booker more than their share of a room type (lib/booking/fair-share.ts).
 */
export async function createBooking(
  input: { hotelId: string; request: BookingRequest; owner: NewBookingOwner; locale: Locale; now?: Date },
  db?: Database,
): Promise<CreatedBooking> {
  const d = db ?? (await getDb());
  const { request, owner, locale, now = new Date() } = input;
  // Holds that ran out give their rooms back before anyone is told a room is gone.
  await expireHolds({ now }, d);
  const property = await findProperty(input.hotelId, d);
  const quote = await priceRequest(property.id, request, await tierOf(owner.userId, d), d);
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const name = splitName(request.bookingInfo.fullName);
  const needs = quote.lines
    .map((l) => ({ roomCategoryId: l.roomCategoryId, numberOfRooms: l.numberOfRooms }))
    .sort((a, b) => a.roomCategoryId.localeCompare(b.roomCategoryId));

  return withRetry(() =>
    d.transaction(async (tx) => {
      if (!(await reserveRooms(needs, request.checkInDate, request.checkOutDate, tx))) {
        throw new AppError('roomsUnavailable', 409);
      }
      await assertWithinBookerShare(
        {
          propertyId: property.id,
          booker: {
            userId: owner.userId,
            browserTokenHash: owner.userId ? null : owner.browserTokenHash,
            email: request.bookingInfo.email,
            phone: request.bookingInfo.phoneNumber,
          },
          needs,
          checkIn: request.checkInDate,
          checkOut: request.checkOutDate,
          now,
        },
        tx,
      );
      const values = {
        userId: owner.userId,
        browserTokenHash: owner.userId ? null : owner.browserTokenHash,
        propertyId: property.id,
        checkInDate: request.checkInDate,
        checkOutDate: request.checkOutDate,
        adults: request.guests.adults,
        children: request.guests.children,
        numberOfRooms: quote.numberOfRooms,
        status: 'pending_payment' as const,
        totalPrice: quote.totalPrice,
        discountedPrice: quote.discountedPrice,
        amountToBePaid: quote.amountToBePaid,
        currency: 'NGN',
        guestFirstName: name.first,
        guestLastName: name.last,
        guestEmail: request.bookingInfo.email,
        guestPhone: request.bookingInfo.phoneNumber,
        country: request.bookingInfo.location.country,
        address: request.bookingInfo.location.address,
        guestState: request.bookingInfo.location.state,
        zipCode: request.bookingInfo.location.zipCode,
        paperlessConfirmation: request.paperlessConfirmation,
        arrivalTime: request.arrivalTime,
        purpose: request.purpose,
        specialRequest: request.specialRequest,
        holdExpiresAt,
        locale,
        createdAt: now,
        updatedAt: now,
      };
      // A clash with an existing reference inserts nothing instead of aborting the transaction; draw again.
      let created: { id: string; reference: string } | undefined;
      for (let i = 0; i < REFERENCE_TRIES && !created; i++) {
        [created] = await tx
          .insert(bookings)
          .values({ ...values, reference: newReference() })
          .onConflictDoNothing({ target: bookings.reference })
          .returning({ id: bookings.id, reference: bookings.reference });
      }
      if (!created) throw new Error('no free booking reference after several draws');
      await tx.insert(bookingRooms).values(quote.lines.map((l) => ({ ...l, bookingId: created.id })));
      if (request.guestDetails.length) {
        await tx.insert(bookingGuests).values(request.guestDetails.map((g) => ({ ...g, bookingId: created.id })));
      }
      return { ...created, propertyId: property.id, status: 'pending_payment' as const, holdExpiresAt, quote };
    }),
  );
}
