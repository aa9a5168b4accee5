export type MembershipTier = 'Basic' | 'Silver' | 'Gold';

/** Loyalty discount by tier: Silver 5 %, Gold 10 %. */
export const LOYALTY_DISCOUNT: Record<MembershipTier, number> = { Basic: 0, Silver: 0.05, Gold: 0.1 };

/** loyalty-{tier}, nonRefundable or other; null when the price is not discounted. */
export type DiscountReason = `loyalty-${Lowercase<Exclude<MembershipTier, 'Basic'>>}` | 'nonRefundable' | 'other';

export interface Rate {
  standardPrice: number;
  promoPrice: number | null;
  nonRefundable: boolean;
}

export interface NightlyPrice {
  /** Standard nightly price, whole naira. */
  actualPrice: number;
  /** What the guest pays per night after the best discount, whole naira. */
  discountedPrice: number;
  discountReason: DiscountReason | null;
}

/** The guest's nightly price: the lowest of the standard price, the promo rate and the loyalty discount. */
export function nightlyPrice(rate: Rate, tier: MembershipTier = 'Basic'): NightlyPrice {
  const actualPrice = rate.standardPrice;
  let best: NightlyPrice = { actualPrice, discountedPrice: actualPrice, discountReason: null };
  if (rate.promoPrice !== null && rate.promoPrice < best.discountedPrice) {
    best = {
      actualPrice,
      discountedPrice: rate.promoPrice,
      discountReason: rate.nonRefundable ? 'nonRefundable' : 'other',
    };
  }
  const share = LOYALTY_DISCOUNT[tier];
  if (share > 0) {
    const loyal = Math.round(actualPrice * (1 - share));
    if (loyal < best.discountedPrice) {
      best = { actualPrice, discountedPrice: loyal, discountReason: `loyalty-${tier.toLowerCase()}` as DiscountReason };
    }
  }
  return best;
}
