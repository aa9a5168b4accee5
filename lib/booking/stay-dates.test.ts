import { stayDateProblem } from './stay-dates';

const today = '2026-03-10';

describe('stayDateProblem', () => {
  it('accepts a stay from today of one night or more', () => {
    expect(stayDateProblem('2026-03-10', '2026-03-11', today)).toBeNull();
    expect(stayDateProblem('2026-04-01', '2026-04-30', today)).toBeNull();
  });
  it('asks for both dates when one is missing or not a date', () => {
    expect(stayDateProblem(null, '2026-03-12', today)).toBe('bothDates');
    expect(stayDateProblem('2026-03-12', '', today)).toBe('bothDates');
    expect(stayDateProblem('2026-02-30', '2026-03-12', today)).toBe('bothDates');
  });
  it('refuses a check-in in the past', () => {
    expect(stayDateProblem('2026-03-09', '2026-03-12', today)).toBe('pastCheckIn');
  });
  it('refuses a check-out before the check-in', () => {
    expect(stayDateProblem('2026-03-14', '2026-03-12', today)).toBe('checkOutAfterCheckIn');
  });
  it('refuses a stay under one night', () => {
    expect(stayDateProblem('2026-03-12', '2026-03-12', today)).toBe('minimumStayNight');
  });
  it('refuses a stay longer than 30 nights', () => {
    expect(stayDateProblem('2026-03-12', '2026-04-12', today)).toBe('maximumStay');
  });
});
