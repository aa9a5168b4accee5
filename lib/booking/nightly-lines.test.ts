import { nightlyLines, nightsDiffer } from './nightly-lines';

describe('nightlyLines', () => {
  it("gives each night's discounted price in date order when the nights differ", () => {
    const prices = [
      { night: '2026-12-13', price: 60_000, discountedPrice: 60_000 },
      { night: '2026-12-12', price: 60_000, discountedPrice: 50_000 },
    ];
    expect(nightsDiffer(prices)).toBe(true);
    expect(nightlyLines(prices)).toEqual([
      { night: '2026-12-12', amount: 50_000 },
      { night: '2026-12-13', amount: 60_000 },
    ]);
  });

  it('gives no lines for uniform nights or none kept', () => {
    const same = { price: 60_000, discountedPrice: 50_000 };
    expect(
      nightlyLines([
        { night: '2026-12-12', ...same },
        { night: '2026-12-13', ...same },
      ]),
    ).toEqual([]);
    expect(nightlyLines(null)).toEqual([]);
    expect(nightlyLines([])).toEqual([]);
    expect(nightsDiffer(undefined)).toBe(false);
  });
});
