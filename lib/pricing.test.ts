import { nightlyPrice } from './pricing';

describe('nightlyPrice', () => {
  const plain = { standardPrice: 100_000, promoPrice: null, nonRefundable: false };

  it('charges the standard price without a discount', () => {
    expect(nightlyPrice(plain)).toEqual({ actualPrice: 100_000, discountedPrice: 100_000, discountReason: null });
  });

  it('applies a promo rate as an other discount, or a non-refundable one', () => {
    expect(nightlyPrice({ ...plain, promoPrice: 85_000 }).discountReason).toBe('other');
    expect(nightlyPrice({ ...plain, promoPrice: 88_000, nonRefundable: true })).toEqual({
      actualPrice: 100_000,
      discountedPrice: 88_000,
      discountReason: 'nonRefundable',
    });
  });

  it('gives members their loyalty discount when it beats the promo rate', () => {
    expect(nightlyPrice(plain, 'Silver')).toEqual({
      actualPrice: 100_000,
      discountedPrice: 95_000,
      discountReason: 'loyalty-silver',
    });
    expect(nightlyPrice({ ...plain, promoPrice: 92_000 }, 'Gold').discountReason).toBe('loyalty-gold');
    expect(nightlyPrice({ ...plain, promoPrice: 80_000 }, 'Gold').discountReason).toBe('other');
  });

  it('ignores a promo price that is not lower', () => {
    expect(nightlyPrice({ ...plain, promoPrice: 120_000 }).discountedPrice).toBe(100_000);
  });
});
