import { count } from 'drizzle-orm';
import { route } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import {
  bookingGrants,
  bookings,
  favourites,
  newsletterSubscribers,
  notificationOutbox,
  oneTimeCodes,
  payments,
  sessions,
  users,
} from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const TABLES = {
  users,
  sessions,
  oneTimeCodes,
  bookings,
  bookingGrants,
  payments,
  favourites,
  newsletterSubscribers,
  notificationOutbox,
};

/**
 * Development only (with the development outbox): how many rows the tables a visitor can write to hold, so tests can
 * show that a refused call stored nothing.
 */
export const GET = route(async () => {
  if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
  const db = await getDb();
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
});
