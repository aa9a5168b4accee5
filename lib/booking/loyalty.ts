import type { MembershipTier } from '@/lib/pricing';

/** Completed stays from which each tier starts (docs/architecture.md): Silver after 3, Gold after 10. */
export const TIER_THRESHOLDS = { Silver: 3, Gold: 10 } as const;

/** The membership tier a guest has earned with this many completed stays. */
export function tierForStays(completedStays: number): MembershipTier {
  if (completedStays >= TIER_THRESHOLDS.Gold) return 'Gold';
  if (completedStays >= TIER_THRESHOLDS.Silver) return 'Silver';
  return 'Basic';
}

/** The next tier and how many more completed stays reach it; null at Gold. */
export function nextTier(completedStays: number): { tier: 'Silver' | 'Gold'; staysToGo: number } | null {
  if (completedStays < TIER_THRESHOLDS.Silver)
    return { tier: 'Silver', staysToGo: TIER_THRESHOLDS.Silver - completedStays };
  if (completedStays < TIER_THRESHOLDS.Gold) return { tier: 'Gold', staysToGo: TIER_THRESHOLDS.Gold - completedStays };
  return null;
}
