import { eq, sql } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import { mulberry32 } from '@/lib/prng';
import type { Database } from '../client';
import { refreshPropertySummaries } from '../property-summary';
import * as t from '../schema';
import { loadCatalogue } from './catalogue';
import { propertyRows, seedReferenceData } from './index';
import { syntheticProperty } from './synthetic';
import type { PropertyType } from './types';

/** What the synthetic bookings need of a room type. */
const BOOKABLE_ROOM = {
  id: t.roomCategories.id,
  propertyId: t.roomCategories.propertyId,
  name: t.roomCategories.name,
  totalRooms: t.roomCategories.totalRooms,
  standardPrice: t.roomCategories.standardPrice,
  promoPrice: t.roomCategories.promoPrice,
  maxAdults: t.roomCategories.maxAdults,
};

interface Options {
  hotels: number;
  bookings: number;
  onProgress?: (message: string) => void;
}

interface RoomRef {
  id: string;
  propertyId: string;
  name: string;
  totalRooms: number;
  standardPrice: number;
  promoPrice: number | null;
  maxAdults: number;
}

const PROPERTY_BATCH = 400;
const BOOKING_BATCH = 1_000;
const NIGHT_BATCH = 5_000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function insertProperties(db: Database, from: number, count: number, onProgress: (m: string) => void) {
  const catalogue = await loadCatalogue();
  const brandIds = await seedReferenceData(db, catalogue);
  // The demo catalogue's drawings, by kind of property, for the benchmark's properties to show.
  const pictures = (type: PropertyType) => catalogue.properties.filter((p) => p.type === type);
  const byType = { hotel: pictures('hotel'), apartment: pictures('apartment'), resort: pictures('resort') };
  const rooms: RoomRef[] = [];
  for (let start = from; start < from + count; start += PROPERTY_BATCH) {
    const end = Math.min(start + PROPERTY_BATCH, from + count);
    const built = [];
    for (let i = start; i < end; i++) {
      const property = syntheticProperty(i);
      const shown = byType[property.type];
      built.push(propertyRows(property, brandIds, shown[i % shown.length]));
    }
    const ids = await db
      .insert(t.properties)
      .values(built.map((b) => b.property))
      .returning({ id: t.properties.id });
    const roomRows = built.flatMap((b, i) => b.rooms(ids[i]!.id));
    const inserted = await db.insert(t.roomCategories).values(roomRows).returning(BOOKABLE_ROOM);
    rooms.push(...inserted);
    await refreshPropertySummaries(
      db,
      ids.map((r) => r.id),
    );
    onProgress(`properties ${end - from}/${count}`);
  }
  return rooms;
}

async function insertBookings(db: Database, rooms: RoomRef[], count: number, onProgress: (m: string) => void) {
  const random = mulberry32(20261122);
  const today = todayInLagos();
  // Reservations per room category and night; a booking that would oversell a night is skipped.
  const reserved = new Map<string, number>();
  let made = 0;
  let attempts = 0;
  const stamp = Date.now().toString(36).toUpperCase();
  while (made < count && attempts < count * 3) {
    const batch: { booking: typeof t.bookings.$inferInsert; room: RoomRef; rooms: number; nights: string[] }[] = [];
    while (batch.length < BOOKING_BATCH && made + batch.length < count && attempts < count * 3) {
      attempts++;
      const room = rooms[Math.floor(random() * rooms.length)]!;
      const checkIn = addDays(today, Math.floor(random() * 240) - 60);
      const nightCount = 1 + Math.floor(random() * 4);
      const numberOfRooms = random() < 0.8 ? 1 : 2;
      const nights = Array.from({ length: nightCount }, (_, n) => addDays(checkIn, n));
      const cancelled = random() < 0.08;
      if (!cancelled && nights.some((n) => (reserved.get(`${room.id}|${n}`) ?? 0) + numberOfRooms > room.totalRooms)) {
        continue;
      }
      if (!cancelled)
        for (const n of nights) reserved.set(`${room.id}|${n}`, (reserved.get(`${room.id}|${n}`) ?? 0) + numberOfRooms);
      const checkOut = addDays(checkIn, nightCount);
      const nightly = room.promoPrice ?? room.standardPrice;
      const index = made + batch.length;
      batch.push({
        room,
        rooms: numberOfRooms,
        nights,
        booking: {
          reference: `BM${stamp}${index.toString(36).toUpperCase().padStart(5, '0')}`,
          propertyId: room.propertyId,
          checkInDate: checkIn,
          checkOutDate: checkOut,
          adults: Math.min(room.maxAdults * numberOfRooms, 1 + Math.floor(random() * 3)),
          children: random() < 0.3 ? 1 : 0,
          numberOfRooms,
          status: cancelled ? 'cancelled' : checkOut < today ? 'completed' : 'confirmed',
          paymentMethod: random() < 0.6 ? 'Card' : 'Cash',
          totalPrice: room.standardPrice * nightCount * numberOfRooms,
          discountedPrice: nightly * nightCount * numberOfRooms,
          amountToBePaid: nightly * nightCount * numberOfRooms,
          guestFirstName: 'Guest',
          guestLastName: `Number ${index}`,
          guestEmail: `guest${index}@example.com`,
          guestPhone: `+23480${String(10_000_000 + index).slice(-8)}`,
        },
      });
    }
    if (!batch.length) break;
    const ids = await db
      .insert(t.bookings)
      .values(batch.map((b) => b.booking))
      .returning({ id: t.bookings.id });
    await db.insert(t.bookingRooms).values(
      batch.map((b, i) => ({
        bookingId: ids[i]!.id,
        roomCategoryId: b.room.id,
        roomName: b.room.name,
        numberOfRooms: b.rooms,
        pricePerNight: b.room.standardPrice,
        discountedPricePerNight: b.room.promoPrice ?? b.room.standardPrice,
        discountReason: b.room.promoPrice ? 'other' : null,
      })),
    );
    made += batch.length;
    onProgress(`bookings ${made}/${count}`);
  }

  const nightRows = [...reserved].map(([key, n]) => {
    const [roomCategoryId = '', night = ''] = key.split('|');
    return { roomCategoryId, night, reserved: n };
  });
  for (const part of chunks(nightRows, NIGHT_BATCH)) {
    await db
      .insert(t.roomNights)
      .values(part)
      .onConflictDoUpdate({
        target: [t.roomNights.roomCategoryId, t.roomNights.night],
        set: { reserved: sql`${t.roomNights.reserved} + excluded.reserved` },
      });
  }
  onProgress(`room nights ${nightRows.length}`);
  return made;
}

/** As autovacuum would after a bulk load: statistics, and the visibility map that the searches' index-only scans rely on. */
async function settleAfterLoad(db: Database) {
  await db.execute(sql`vacuum analyze`);
}

/** Adds a large synthetic catalogue (properties, rooms, bookings and reserved nights) for benchmarks. */
export async function seedBenchmarkCatalogue(db: Database, { hotels, bookings, onProgress = () => {} }: Options) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(t.properties);
  const rooms = await insertProperties(db, existing?.n ?? 0, hotels, onProgress);
  const made = bookings > 0 ? await insertBookings(db, rooms, bookings, onProgress) : 0;
  await settleAfterLoad(db);
  return { properties: hotels, rooms: rooms.length, bookings: made };
}

/** Adds synthetic bookings (and their reserved nights) over the room types already stored, e.g. an imported catalogue. */
export async function seedBenchmarkBookings(db: Database, bookings: number, onProgress: (message: string) => void) {
  const rooms = await db.select(BOOKABLE_ROOM).from(t.roomCategories).where(eq(t.roomCategories.isActive, true));
  const made = await insertBookings(db, rooms, bookings, onProgress);
  await settleAfterLoad(db);
  return made;
}
