import { createTranslator } from 'next-intl';
import { AMENITIES, ROOM_ONLY_AMENITIES } from '@/lib/amenities';
import { locales } from '@/i18n/config';
import ar from '@/messages/ar';
import en from '@/messages/en';
import fr from '@/messages/fr';
import zh from '@/messages/zh';
import { amenityLabel } from './amenity';

const messages = { en, fr, zh, ar };

describe('amenityLabel', () => {
  it.each(locales)('names every amenity of the catalogue in %s', (locale) => {
    const texts = messages[locale].amenities as Record<string, string>;
    const t = createTranslator({ locale, messages: messages[locale], namespace: 'amenities' });
    for (const name of [...AMENITIES, ...ROOM_ONLY_AMENITIES]) {
      expect(texts[name]?.trim()).toBeTruthy();
      expect(amenityLabel(t, name)).toBe(texts[name]);
    }
  });

  it('speaks the page language, and shows a name the messages do not know as the catalogue wrote it', () => {
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'amenities' });
    expect(amenityLabel(t, 'Free WiFi')).toBe('واي فاي مجاني');
    expect(amenityLabel(t, 'Rooftop cinema')).toBe('Rooftop cinema');
  });
});
