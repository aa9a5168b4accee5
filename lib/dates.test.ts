import {
  addDays,
  isIsoDate,
  lagosInstant,
  meetsMinimumStay,
  nightsBetween,
  normaliseStay,
  todayInLagos,
} from './dates';

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
  });
});

describe('addDays and nightsBetween', () => {
  it('cross month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('meetsMinimumStay', () => {
  it('requires at least one night', () => {
    expect(meetsMinimumStay('2026-11-22', '2026-11-23')).toBe(true);
    expect(meetsMinimumStay('2026-11-22', '2026-11-22')).toBe(false);
    expect(meetsMinimumStay('2026-11-23', '2026-11-22')).toBe(false);
  });
});

describe('normaliseStay', () => {
  const today = '2026-11-22';
  it('keeps a valid future stay', () => {
    expect(normaliseStay({ checkIn: '2026-12-01', checkOut: '2026-12-04' }, today)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
  });
  it('moves a past check-in to today', () => {
    expect(normaliseStay({ checkIn: '2026-11-01', checkOut: '2026-11-25' }, today)).toEqual({
      checkIn: today,
      checkOut: '2026-11-25',
    });
  });
  it('makes a check-out not after check-in the day after check-in', () => {
    expect(normaliseStay({ checkIn: '2026-12-01', checkOut: '2026-12-01' }, today).checkOut).toBe('2026-12-02');
    expect(normaliseStay({ checkIn: '2026-11-01', checkOut: '2026-11-10' }, today)).toEqual({
      checkIn: today,
      checkOut: '2026-11-23',
    });
  });
  it('defaults to today and tomorrow', () => {
    expect(normaliseStay({}, today)).toEqual({ checkIn: today, checkOut: '2026-11-23' });
  });
});

describe('lagosInstant', () => {
  it('is the Lagos wall-clock time', () => {
    expect(lagosInstant('2026-11-22', '13:00').toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});
