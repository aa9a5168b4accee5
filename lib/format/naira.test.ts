import fc from 'fast-check';
import { discountPercent, formatNaira } from './naira';

describe('formatNaira', () => {
  it('uses the naira sign and en-US grouping', () => {
    expect(formatNaira(125000)).toBe('₦125,000');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(999)).toBe('₦999');
  });
  it('rounds to whole naira and keeps the sign in front', () => {
    expect(formatNaira(45999.6)).toBe('₦46,000');
    expect(formatNaira(-2500)).toBe('-₦2,500');
    expect(formatNaira(-0.4)).toBe('₦0');
  });
  it('groups digits exactly as Intl does for en-US, at any size', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e18, max: 1e18, noNaN: true }), (amount) => {
        const rounded = Math.round(amount);
        expect(formatNaira(amount)).toBe(`${rounded < 0 ? '-' : ''}₦${intl.format(Math.abs(rounded))}`);
      }),
      { numRuns: 2000 },
    );
    expect(formatNaira(2 ** 60)).toBe(`₦${intl.format(2 ** 60)}`);
  });
});

describe('discountPercent', () => {
  it('is the rounded share taken off the actual price', () => {
    expect(discountPercent(100000, 85000)).toBe(15);
    expect(discountPercent(90000, 80000)).toBe(11);
  });
  it('is 0 without a discount', () => {
    expect(discountPercent(50000, 50000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
