import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { newsletterSubscribers } from '@/lib/db/schema';

/** Subscribes an address (again is fine: a past unsubscribe is undone). */
export async function subscribe(email: string, locale: string, db?: Database): Promise<void> {
  const d = db ?? (await getDb());
  await d
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, locale: sql`excluded.locale` },
    });
}
