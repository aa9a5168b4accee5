import { dayLabel } from './day';
import { loadDayLabel } from './day-loader';

describe('loadDayLabel', () => {
  it.each(['en', 'fr', 'zh', 'ar'])('words the days in %s as dayLabel does', async (language) => {
    const label = await loadDayLabel(language);
    for (const day of ['2026-01-01', '2026-11-25', '2026-12-31']) {
      expect(label(day)).toBe(dayLabel(day, language));
      expect(label(day, { weekday: false })).toBe(dayLabel(day, language, { weekday: false }));
    }
  });

  it('falls back to English for a language the site does not speak', async () => {
    expect((await loadDayLabel('de'))('2026-11-25')).toBe('Wed, Nov 25');
  });
});
