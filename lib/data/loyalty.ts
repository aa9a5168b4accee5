import 'server-only';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { tierForStays } from '@/lib/booking/loyalty';
import { todayInLagos } from '@/lib/dates';
import { getDb, type Database } from '@/lib/db';
import { bookings, users } from '@/lib/db/schema';
import type { MembershipTier } from '@/lib/pricing';

/** Stays of an account that took place: confirmed (or completed) bookings whose check-out day has come. */
export async function completedStays(userId: string, db?: Database, now: Date = new Date()): Promise<number> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ['confirmed', 'completed']),
        lte(bookings.checkOutDate, todayInLagos(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account's tier as its completed stays earn it, stored when it changed so the menus show it. A tier an operator
 * granted above what the stays earn is kept: stays only ever raise it.
 */
export async function refreshMembershipTier(userId: string, db?: Database, now: Date = new Date()) {
  const d = db ?? (await getDb());
  const [user] = await d.select({ tier: users.membershipTier }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { tier: 'Basic' as MembershipTier, completedStays: 0 };
  const stays = await completedStays(userId, d, now);
  const earned = tierForStays(stays);
  const rank: Record<MembershipTier, number> = { Basic: 0, Silver: 1, Gold: 2 };
  if (rank[earned] > rank[user.tier]) {
    await d.update(users).set({ membershipTier: earned, updatedAt: now }).where(eq(users.id, userId));
    return { tier: earned, completedStays: stays };
  }
  return { tier: user.tier, completedStays: stays };
}
