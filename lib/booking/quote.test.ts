import { cancellationCharge, freeCancellationUntil, nonRefundableCharge, quoteStay, type QuoteRoom } from './quote';

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

  it('is null only when every room is non-refundable', () => {
    expect(freeCancellationUntil('2026-12-04', [{ nonRefundable: true }, { nonRefundable: true }])).toBeNull();
    expect(freeCancellationUntil('2026-12-04', [{ nonRefundable: false }, { nonRefundable: true }])).not.toBeNull();
  });
});

describe('cancellationCharge', () => {
  const refundable = { nonRefundable: false, discountedPricePerNight: 100_000, numberOfRooms: 2 };
  const nonRefundable = { nonRefundable: true, discountedPricePerNight: 80_000, numberOfRooms: 1 };
  const stay = (rooms: (typeof refundable)[]) => ({
    checkInDate: '2026-12-04',
    nights: 3,
    rooms,
    amountToBePaid: rooms.reduce((n, r) => n + r.discountedPricePerNight * r.numberOfRooms * 3, 0),
  });
  const before = new Date('2026-12-04T11:59:00Z');
  const after = new Date('2026-12-04T12:00:00Z');

  it('is nothing for refundable rooms until 13:00 Lagos on check-in, then the whole price', () => {
    expect(cancellationCharge(stay([refundable]), before)).toMatchObject({ charge: 0, withinFreeWindow: true });
    expect(cancellationCharge(stay([refundable]), after)).toMatchObject({ charge: 600_000, withinFreeWindow: false });
  });

  it('charges only the non-refundable rooms of a mixed booking while the others are free to cancel', () => {
    expect(nonRefundableCharge([refundable, nonRefundable], 3)).toBe(240_000);
    expect(cancellationCharge(stay([refundable, nonRefundable]), before)).toMatchObject({
      charge: 240_000,
      withinFreeWindow: true,
    });
    expect(cancellationCharge(stay([refundable, nonRefundable]), after).charge).toBe(840_000);
  });

  it('charges the whole price of a wholly non-refundable booking at any time', () => {
    const all = cancellationCharge(stay([nonRefundable]), new Date('2026-11-01T00:00:00Z'));
    expect(all).toEqual({ charge: 240_000, freeUntil: null, withinFreeWindow: false });
  });
});
