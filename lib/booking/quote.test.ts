import { freeCancellationUntil, quoteStay, type QuoteRoom } from './quote';

const room = (overrides: Partial<QuoteRoom> = {}): QuoteRoom => ({
  id: 'deluxe',
  name: 'Deluxe Room',
  numberOfRooms: 1,
  standardPrice: 100_000,
  promoPrice: null,
  nonRefundable: false,
  ...overrides,
});

describe('quoteStay', () => {
  it('multiplies each room’s nightly prices by rooms and nights', () => {
    const quote = quoteStay([room({ numberOfRooms: 2 }), room({ id: 'suite', standardPrice: 250_000 })], 3);
    expect(quote).toMatchObject({
      nights: 3,
      numberOfRooms: 3,
      totalPrice: (100_000 * 2 + 250_000) * 3,
      discountedPrice: (100_000 * 2 + 250_000) * 3,
      amountToBePaid: (100_000 * 2 + 250_000) * 3,
    });
  });

  it('takes the promo rate, naming a non-refundable one as such', () => {
    const quote = quoteStay(
      [room({ promoPrice: 80_000 }), room({ id: 'nr', promoPrice: 70_000, nonRefundable: true })],
      2,
    );
    expect(quote.lines.map((l) => [l.discountedPricePerNight, l.discountReason, l.nonRefundable])).toEqual([
      [80_000, 'other', false],
      [70_000, 'nonRefundable', true],
    ]);
    expect(quote.totalPrice).toBe(400_000);
    expect(quote.discountedPrice).toBe((80_000 + 70_000) * 2);
  });

  it('gives Silver 5 % and Gold 10 % when that beats the promo, Basic nothing', () => {
    const promo = [room({ promoPrice: 93_000 })];
    expect(quoteStay(promo, 1, 'Basic').lines[0]).toMatchObject({
      discountedPricePerNight: 93_000,
      discountReason: 'other',
    });
    expect(quoteStay(promo, 1, 'Silver').lines[0]).toMatchObject({
      discountedPricePerNight: 93_000,
      discountReason: 'other',
    });
    expect(quoteStay(promo, 1, 'Gold').lines[0]).toMatchObject({
      discountedPricePerNight: 90_000,
      discountReason: 'loyalty-gold',
    });
    expect(quoteStay([room()], 4, 'Silver')).toMatchObject({ totalPrice: 400_000, amountToBePaid: 380_000 });
  });
});

describe('freeCancellationUntil', () => {
  it('is 13:00 Lagos time (12:00 UTC) on the check-in date', () => {
    expect(freeCancellationUntil('2026-12-04', [{ nonRefundable: false }])?.toISOString()).toBe(
      '2026-12-04T12:00:00.000Z',
    );
  });

  it('is null when any room is non-refundable', () => {
    expect(freeCancellationUntil('2026-12-04', [{ nonRefundable: false }, { nonRefundable: true }])).toBeNull();
  });
});
