import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import type { Database } from '@/lib/db/client';
import { bookingRooms, bookings, properties, roomCategories, roomNights, users } from '@/lib/db/schema';
import type { MembershipTier } from '@/lib/pricing';
import { bookingCreatePayload, type BookingCreatePayload, type BookingRequest } from '@/lib/validation/booking';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@/lib/validation/stay';

export interface TestRoom {
  name?: string;
  totalRooms?: number;
  standardPrice?: number;
  promoPrice?: number | null;
  nonRefundable?: boolean;
  maxAdults?: number;
  maxChildren?: number;
}

/** What a test room sleeps unless told otherwise: payloadFor's party, its extra guest counted as an adult. */
const TEST_ROOM_SLEEPS = { maxAdults: 3, maxChildren: 1 };

/** A published hotel with the given room categories; returns its id and the categories' ids in order. */
export async function insertTestHotel(db: Database, rooms: TestRoom[] = [{}]) {
  const slug = `test-hotel-${randomBytes(4).toString('hex')}`;
  const [property] = await db
    .insert(properties)
    .values({
      slug,
      name: 'Test Harbour Hotel',
      type: 'hotel',
      address: '12 Marina Road',
      city: 'Lagos',
      state: 'Lagos',
      searchText: 'test harbour hotel lagos lagos',
      description: 'A hotel for tests.',
      checkInTime: '14:00',
      checkOutTime: '11:00',
    })
    .returning({ id: properties.id });
  const categories = await db
    .insert(roomCategories)
    .values(
      rooms.map((r, i) => ({
        propertyId: property!.id,
        name: r.name ?? `Room ${i + 1}`,
        maxAdults: r.maxAdults ?? TEST_ROOM_SLEEPS.maxAdults,
        maxChildren: r.maxChildren ?? TEST_ROOM_SLEEPS.maxChildren,
        totalRooms: r.totalRooms ?? 5,
        standardPrice: r.standardPrice ?? 50_000,
        promoPrice: r.promoPrice ?? null,
        nonRefundable: r.nonRefundable ?? false,
        sortOrder: i,
      })),
    )
    .returning({ id: roomCategories.id });
  return { hotelId: property!.id, slug, roomIds: categories.map((c) => c.id) };
}

/** A guest account of the given membership tier. */
export async function insertTestUser(db: Database, tier: MembershipTier = 'Basic') {
  const [user] = await db
    .insert(users)
    .values({ fullName: 'Ada Obi', email: `ada.${randomBytes(4).toString('hex')}@example.com`, membershipTier: tier })
    .returning({ id: users.id });
  return user!.id;
}

/** Dates n days ahead in Lagos, so payloads never fall in the past. */
export function stayDates(fromToday = 10, nights = 2) {
  const checkInDate = addDays(todayInLagos(), fromToday);
  return { checkInDate, checkOutDate: addDays(checkInDate, nights) };
}

/**
 * The contact details of guest `key`: each key books as another person (e-mail and phone of their own), since a
 * booker's holdings are counted across their contacts.
 */
export function guestContact(key: string): Pick<BookingCreatePayload, 'bookingInfo'> {
  const digits = String(parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16) % 10_000_000);
  return {
    bookingInfo: {
      email: `guest.${key.replace(/[^a-z0-9]/gi, '').slice(0, 40)}@example.com`,
      fullName: 'Ada Chioma Obi',
      phoneNumber: `0805${digits.padStart(7, '0')}`,
      location: { address: '4 Awolowo Road', state: 'Lagos', zipCode: '101233', country: 'Nigeria' },
    },
  };
}

/** A valid create payload (what the booking page sends) for rooms of a test hotel. */
export function payloadFor(
  rooms: { room: string; numberOfRooms?: number }[],
  overrides: Partial<BookingCreatePayload> = {},
): BookingCreatePayload {
  return {
    ...stayDates(),
    bookingInfo: {
      email: 'Ada.Obi@Example.com',
      fullName: 'Ada Chioma Obi',
      phoneNumber: '0803 123 4567',
      location: { address: '4 Awolowo Road', state: 'Lagos', zipCode: '101233', country: 'Nigeria' },
    },
    guests: { adults: 2, children: 1 },
    guestDetails: [{ fullName: 'Tunde Obi', email: 'tunde@example.com', phoneNumber: '+2348031112222' }],
    rooms: rooms.map((r) => ({ room: r.room, numberOfRooms: r.numberOfRooms ?? 1, price: 1, discountedPrice: 1 })),
    totalPrice: 1,
    discountedPrice: 1,
    amountToBePaid: 1,
    specialRequest: 'A quiet room, please.',
    purpose: 'Leisure',
    arrivalTime: '1:00pm-2:00pm',
    paperlessConfirmation: true,
    ...overrides,
  };
}

/** The payload parsed as the handler parses it. */
export function requestFor(
  rooms: { room: string; numberOfRooms?: number }[],
  overrides: Partial<BookingCreatePayload> = {},
): BookingRequest {
  return bookingCreatePayload(DEFAULT_BOOKING_HORIZON_DAYS).parse(payloadFor(rooms, overrides));
}

/** Rooms reserved per night of a category, as room_nights counts them. */
export async function reservedNights(db: Database, roomCategoryId: string): Promise<Record<string, number>> {
  const rows = await db.select().from(roomNights).where(eq(roomNights.roomCategoryId, roomCategoryId));
  return Object.fromEntries(rows.filter((r) => r.reserved > 0).map((r) => [r.night, r.reserved]));
}

/** Rooms per night that the active bookings (holding or confirmed) of a category add up to. */
export async function recountedNights(db: Database, roomCategoryId: string): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select to_char(d.night, 'YYYY-MM-DD') as night, sum(br.number_of_rooms)::int as rooms
    from ${bookingRooms} br
    join ${bookings} b on b.id = br.booking_id
    cross join generate_series(b.check_in_date, b.check_out_date - 1, interval '1 day') as d(night)
    where br.room_category_id = ${roomCategoryId} and b.status in ('pending_payment', 'confirmed', 'completed')
    group by 1`);
  const rows = (result as unknown as { rows: { night: string; rooms: number }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.night, r.rooms]));
}

/** How many rows each booking table holds. */
export async function bookingTableCounts(db: Database) {
  const count = async (table: string) => {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  return {
    bookings: await count('bookings'),
    bookingRooms: await count('booking_rooms'),
    bookingGuests: await count('booking_guests'),
    roomNights: await count('room_nights'),
  };
}
