import { createTranslator } from 'use-intl';
import en from '@/messages/en';
import { fill } from '@/lib/format/fill';
import { pickPlural, pluralTexts } from './texts';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'hotel' });

describe('plural texts for client components', () => {
  const roomsLeft = pluralTexts((count) => t('roomsLeft', { count }), 'en');

  it('keeps one text per category, the exact zero case, and a number placeholder', () => {
    expect(roomsLeft).toMatchObject({ one: 'Only {count} room left', other: '{count} rooms left', exact0: 'Sold out' });
    expect(pickPlural(roomsLeft, 0, 'en')).toBe('Sold out');
    expect(pickPlural(roomsLeft, 1, 'en')).toBe('Only 1 room left');
    expect(pickPlural(roomsLeft, 1200, 'en')).toBe('1,200 rooms left');
  });

  it('leaves other placeholders for the client to fill', () => {
    const selection = pluralTexts((rooms) => t('selection', { rooms, nights: '{nights}' }), 'en');
    expect(fill(pickPlural(selection, 2, 'en'), { nights: '3 nights' })).toBe('2 rooms for 3 nights');
  });

  it('covers every category of languages with more of them', () => {
    const arabic = pluralTexts((count) => `n=${count}`, 'ar');
    expect(Object.keys(arabic).sort()).toEqual(['exact0', 'few', 'many', 'one', 'other', 'two']);
    expect(pickPlural({ ...arabic, few: 'few {count}' }, 3, 'ar')).toBe(`few ${new Intl.NumberFormat('ar').format(3)}`);
  });
});
