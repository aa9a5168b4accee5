import { createTranslator } from 'use-intl';
import type { Locale } from '@/i18n/config';
import en from '@/messages/en';
import fr from '@/messages/fr';
import { formatGuests } from './guests';

const translator = (locale: Locale, messages: typeof en) => {
  const t = createTranslator({ locale, messages, namespace: 'common.guests' });
  return (key: 'adults' | 'children' | 'rooms', values: { count: number }) => t(key, values);
};

describe('formatGuests', () => {
  it("writes 'N Adult(s) • N Child/Children • N Room(s)'", () => {
    const t = translator('en', en);
    expect(formatGuests({ adults: 2, children: 0, rooms: 1 }, t)).toBe('2 Adults • 0 Children • 1 Room');
    expect(formatGuests({ adults: 1, children: 1, rooms: 2 }, t)).toBe('1 Adult • 1 Child • 2 Rooms');
  });
  it('is translated', () => {
    expect(formatGuests({ adults: 2, children: 1, rooms: 1 }, translator('fr', fr))).not.toContain('Adults');
  });
});
