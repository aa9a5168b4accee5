import { addDays, isIsoDate, lagosInstant, nightsBetween, todayInLagos } from './dates';

describe('todayInLagos', () => {
  it('uses Lagos time, an hour ahead of UTC', () => {
    expect(todayInLagos(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(todayInLagos(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('<script>')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
  });
});

describe('addDays and nightsBetween', () => {
  it('cross month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  // The days are local midnights: a clock change in the clock's own zone must not cost or add a night.
  it('count calendar days across a clock change', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('lagosInstant', () => {
  it('is the Lagos wall-clock time', () => {
    expect(lagosInstant('2026-11-22', '13:00').toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});
