import { dayLabel } from './day';

describe('dayLabel', () => {
  it.each([
    ['en', 'Wed, Nov 25', 'Nov 25'],
    ['fr', 'mer. 25 nov.', '25 nov.'],
    ['zh', '11月25日周三', '11月25日'],
    ['ar', 'الأربعاء، 25 نوفمبر', '25 نوفمبر'],
  ])('writes the day as Intl does in %s', (language, full, short) => {
    expect(dayLabel('2026-11-25', language)).toBe(full);
    expect(dayLabel('2026-11-25', language, { weekday: false })).toBe(short);
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, { ...options, day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date('2026-11-25T00:00:00Z'),
      );
    expect(dayLabel('2026-11-25', language)).toBe(intl({ weekday: 'short' }));
    expect(dayLabel('2026-11-25', language, { weekday: false })).toBe(intl({}));
  });

  it('is the same calendar day whatever the time zone of the machine', () => {
    expect(dayLabel('2026-01-01', 'en')).toBe('Thu, Jan 1');
    expect(dayLabel('2026-12-31', 'en', { weekday: false })).toBe('Dec 31');
  });
});
