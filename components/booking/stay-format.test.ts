import { clockText, dateText } from './stay-format';

describe('clockText', () => {
  it("writes the spec's 01:00pm and 12:00pm", () => {
    expect(clockText('13:00')).toBe('01:00pm');
    expect(clockText('12:00')).toBe('12:00pm');
    expect(clockText('00:30')).toBe('12:30am');
    expect(clockText('09:15:00')).toBe('09:15am');
  });
});

describe('dateText', () => {
  it('shows the calendar day itself, in the language', () => {
    expect(dateText('2026-03-12', 'en')).toBe('Thu, Mar 12, 2026');
    expect(dateText('2026-03-12', 'fr')).toContain('12');
  });
});
