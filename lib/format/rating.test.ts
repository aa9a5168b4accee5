import { formatRating, ratingLabelKey, ratingStars } from './rating';

describe('ratingLabelKey', () => {
  it.each([
    [10, 'exceptional'],
    [9, 'exceptional'],
    [8.9, 'great'],
    [8, 'great'],
    [7.5, 'good'],
    [6, 'fair'],
    [5.9, 'basic'],
    [0.1, 'basic'],
    [0, 'none'],
    [null, 'none'],
    [Number.NaN, 'none'],
  ] as const)('%s → %s', (rating, key) => {
    expect(ratingLabelKey(rating)).toBe(key);
  });
});

describe('formatRating', () => {
  it('shows one decimal and the scale', () => {
    expect(formatRating(8.44)).toBe('8.4 / 10');
    expect(formatRating(9)).toBe('9.0 / 10');
    expect(formatRating(undefined)).toBe('0.0 / 10');
  });
});

describe('ratingStars', () => {
  it('halves the rating, with half stars', () => {
    expect(ratingStars(7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(ratingStars(8)).toEqual({ full: 4, half: false, empty: 1 });
    expect(ratingStars(10)).toEqual({ full: 5, half: false, empty: 0 });
  });
  it('caps at five stars and never goes below none', () => {
    expect(ratingStars(14)).toEqual({ full: 5, half: false, empty: 0 });
    expect(ratingStars(-3)).toEqual({ full: 0, half: false, empty: 5 });
  });
  it('rounds to the nearest half star', () => {
    expect(ratingStars(8.7)).toEqual({ full: 4, half: true, empty: 0 });
    expect(ratingStars(8.4)).toEqual({ full: 4, half: false, empty: 1 });
  });
});
